class Solution:
    def maxSlidingWindow(self, nums: List[int], k: int) -> List[int]:
        # Correct but O(n * k): scans every window from scratch.
        result = []
        for start in range(len(nums) - k + 1):
            best = nums[start]
            for i in range(start + 1, start + k):
                if nums[i] > best:
                    best = nums[i]
            result.append(best)
        return result
