class Solution {
    public int longestCommonSubsequence(String first, String second) {
        // previous[j]: the answer for the letters of first handled so far and second's first j letters.
        int[] previous = new int[second.length() + 1];
        int[] current = new int[second.length() + 1];
        for (int i = 0; i < first.length(); i++) {
            char letter = first.charAt(i);
            for (int j = 0; j < second.length(); j++) {
                current[j + 1] = letter == second.charAt(j) ? previous[j] + 1 : Math.max(previous[j + 1], current[j]);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[second.length()];
    }
}
