class Solution:
    def groupAnagrams(self, strs: List[str]) -> List[List[str]]:
        # Bug: the key is the set of letters, so "aab" and "abb" land in one family.
        families = defaultdict(list)
        for word in strs:
            families["".join(sorted(set(word)))].append(word)
        return list(families.values())
