class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        # Correct but quadratic: tries every pair.
        for j in range(len(nums)):
            for i in range(j):
                if nums[i] + nums[j] == target:
                    return [i, j]
        return []
