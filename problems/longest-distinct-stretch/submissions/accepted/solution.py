class Solution:
    def lengthOfLongestSubstring(self, s: str) -> int:
        last = {}  # character -> the last position it was seen at
        start = best = 0
        for i, char in enumerate(s):
            # a repeat inside the window moves its start past the earlier copy (never backwards)
            if last.get(char, -1) >= start:
                start = last[char] + 1
            last[char] = i
            best = max(best, i - start + 1)
        return best
