class Solution:
    def maxSlidingWindow(self, nums: List[int], k: int) -> List[int]:
        # Bug: the front is evicted one step late (< instead of <=), so a maximum that just left the
        # window is still reported once.
        window = deque()
        result = []
        for i, value in enumerate(nums):
            while window and nums[window[-1]] <= value:
                window.pop()
            window.append(i)
            if window[0] < i - k:
                window.popleft()
            if i >= k - 1:
                result.append(nums[window[0]])
        return result
