class Solution:
    def maxSubArray(self, nums: List[int]) -> int:
        # Correct but quadratic: sums every block from every start.
        best = nums[0]
        for left in range(len(nums)):
            total = 0
            for right in range(left, len(nums)):
                total += nums[right]
                if total > best:
                    best = total
        return best
