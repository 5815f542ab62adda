class Solution:
    def subarraySum(self, nums: List[int], k: int) -> int:
        # A stretch ending here sums to k exactly when an earlier prefix sum is total - k.
        seen = Counter({0: 1})  # prefix sums so far, the empty prefix included
        total = count = 0
        for value in nums:
            total += value
            count += seen[total - k]
            seen[total] += 1
        return count
