# Correct but O(n * k): k rounds of selection sort, each scanning the rest of the array for its
# largest element. With n = 2 * 10^4 and k = 10^4 that is about 1.5 * 10^8 comparisons.
class Solution:
    def findKthLargest(self, nums: List[int], k: int) -> int:
        nums = list(nums)
        for place in range(k):
            largest = place
            for index in range(place + 1, len(nums)):
                if nums[index] > nums[largest]:
                    largest = index
            nums[place], nums[largest] = nums[largest], nums[place]
        return nums[k - 1]
