class Solution:
    def groupAnagrams(self, strs: List[str]) -> List[List[str]]:
        families = defaultdict(list)  # sorted letters -> the family's words, in the order of strs
        for word in strs:
            families["".join(sorted(word))].append(word)
        return list(families.values())
