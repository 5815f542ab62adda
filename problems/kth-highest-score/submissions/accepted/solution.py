class Solution:
    def findKthLargest(self, nums: List[int], k: int) -> int:
        # A min-heap of the k largest seen so far: its top is the k-th largest.
        best = nums[:k]
        heapq.heapify(best)
        for value in nums[k:]:
            if value > best[0]:
                heapq.heapreplace(best, value)
        return best[0]
