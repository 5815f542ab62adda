class Solution:
    def subarraySum(self, nums: List[int], k: int) -> int:
        # Bug: a two-pointer window assumes sums only grow to the right, which negative values break.
        count = total = left = 0
        for right, value in enumerate(nums):
            total += value
            while total > k and left <= right:
                total -= nums[left]
                left += 1
            if total == k and left <= right:
                count += 1
        return count
