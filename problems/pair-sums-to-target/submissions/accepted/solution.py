class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        position = {}  # value -> a position before j holding it
        for j, value in enumerate(nums):
            i = position.get(target - value)
            if i is not None:
                return [i, j]
            position[value] = j
        return []
