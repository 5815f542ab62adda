class Solution {
    public int minDistance(String typed, String target) {
        // previous[j]: the distance between the letters of typed handled so far and target's first j letters.
        int[] previous = new int[target.length() + 1];
        int[] current = new int[target.length() + 1];
        for (int j = 0; j <= target.length(); j++) previous[j] = j;
        for (int i = 1; i <= typed.length(); i++) {
            current[0] = i; // deleting all i letters
            for (int j = 1; j <= target.length(); j++) {
                if (typed.charAt(i - 1) == target.charAt(j - 1)) current[j] = previous[j - 1];
                else current[j] = 1 + Math.min(previous[j - 1], Math.min(previous[j], current[j - 1])); // replace, delete, insert
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[target.length()];
    }
}
