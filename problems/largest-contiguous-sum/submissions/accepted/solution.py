class Solution:
    def maxSubArray(self, nums: List[int]) -> int:
        best = ending_here = nums[0]
        for value in nums[1:]:
            # the best block ending here either extends the one ending before or starts afresh
            ending_here = max(value, ending_here + value)
            best = max(best, ending_here)
        return best
