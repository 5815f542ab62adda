class Solution {
    public String minWindow(String s, String t) {
        // how many more of each character the window needs (negative: in excess)
        int[] need = new int[128];
        for (char c : t.toCharArray()) need[c]++;
        int missing = t.length();
        int bestStart = 0, bestLength = Integer.MAX_VALUE;
        int left = 0;
        for (int right = 0; right < s.length(); right++) {
            if (need[s.charAt(right)]-- > 0) missing--;
            if (missing == 0) {
                while (need[s.charAt(left)] < 0) need[s.charAt(left++)]++;
                // strictly shorter only, so the leftmost window of a length is kept
                if (right - left + 1 < bestLength) {
                    bestStart = left;
                    bestLength = right - left + 1;
                }
                need[s.charAt(left++)]++;
                missing++;
            }
        }
        return bestLength == Integer.MAX_VALUE ? "" : s.substring(bestStart, bestStart + bestLength);
    }
}
