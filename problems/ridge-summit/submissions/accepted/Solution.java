class Solution {
    public int peakIndexInMountainArray(int[] arr) {
        int low = 0, high = arr.length - 1; // the summit lies in [low, high]
        while (low < high) {
            int middle = low + (high - low) / 2;
            if (arr[middle] < arr[middle + 1]) low = middle + 1; // still climbing: the summit is further right
            else high = middle; // descending (or at the summit): it is here or to the left
        }
        return low;
    }
}
