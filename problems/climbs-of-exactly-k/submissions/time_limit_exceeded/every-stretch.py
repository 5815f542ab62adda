class Solution:
    def subarraySum(self, nums: List[int], k: int) -> int:
        # Correct but quadratic: sums every stretch from every start.
        count = 0
        for left in range(len(nums)):
            total = 0
            for right in range(left, len(nums)):
                total += nums[right]
                if total == k:
                    count += 1
        return count
