class Solution {
    public List<List<String>> groupAnagrams(String[] strs) {
        // sorted letters -> the family's words, in the order of strs
        Map<String, List<String>> families = new HashMap<>();
        for (String word : strs) {
            char[] letters = word.toCharArray();
            Arrays.sort(letters);
            families.computeIfAbsent(new String(letters), key -> new ArrayList<>()).add(word);
        }
        return new ArrayList<>(families.values());
    }
}
