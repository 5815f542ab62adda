class Solution {
    public int lengthOfLongestSubstring(String s) {
        int[] last = new int[128]; // character -> the last position it was seen at
        Arrays.fill(last, -1);
        int start = 0, best = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            // a repeat inside the window moves its start past the earlier copy (never backwards)
            if (last[c] >= start) start = last[c] + 1;
            last[c] = i;
            best = Math.max(best, i - start + 1);
        }
        return best;
    }
}
