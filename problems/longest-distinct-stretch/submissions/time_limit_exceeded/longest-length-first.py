class Solution:
    def lengthOfLongestSubstring(self, s: str) -> int:
        # Correct but far too slow: tries every length from the longest down, and every window of it.
        for length in range(len(s), 0, -1):
            for start in range(len(s) - length + 1):
                if len(set(s[start:start + length])) == length:
                    return length
        return 0
