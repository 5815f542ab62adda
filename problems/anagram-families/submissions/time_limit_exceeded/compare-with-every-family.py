class Solution:
    def groupAnagrams(self, strs: List[str]) -> List[List[str]]:
        # Correct but quadratic in the number of families: checks each word against every family so far.
        keys = []
        families = []
        for word in strs:
            key = sorted(word)
            for index in range(len(keys)):
                if keys[index] == key:
                    families[index].append(word)
                    break
            else:
                keys.append(key)
                families.append([word])
        return families
