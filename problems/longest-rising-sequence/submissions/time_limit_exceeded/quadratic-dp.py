# Correct, but O(n^2): best[i] is the length of the longest rising subsequence ending at index i,
# found by looking at every earlier index. 2 * 10^4 readings take about 2 * 10^8 steps.
class Solution:
    def longestRise(self, readings: List[int]) -> int:
        best = [1] * len(readings)
        for i in range(len(readings)):
            for j in range(i):
                if readings[j] < readings[i] and best[j] + 1 > best[i]:
                    best[i] = best[j] + 1
        return max(best)
