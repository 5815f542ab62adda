# Matches every letter of first with its next occurrence in second, greedily. An early match can
# jump far ahead in second and block better matches later.
class Solution:
    def longestCommonSubsequence(self, first: str, second: str) -> int:
        length = 0
        position = 0  # the first unused index of second
        for letter in first:
            found = second.find(letter, position)
            if found != -1:
                length += 1
                position = found + 1
        return length
