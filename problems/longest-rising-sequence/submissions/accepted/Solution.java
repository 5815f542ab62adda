class Solution {
    public int longestRise(int[] readings) {
        // tails[k]: the smallest last value of a rising subsequence of length k + 1 (increasing in k).
        int[] tails = new int[readings.length];
        int length = 0;
        for (int value : readings) {
            int low = 0, high = length;
            while (low < high) {
                int middle = (low + high) >>> 1;
                if (tails[middle] < value) low = middle + 1;
                else high = middle;
            }
            tails[low] = value;
            if (low == length) length++;
        }
        return length;
    }
}
