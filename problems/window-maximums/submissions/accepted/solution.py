class Solution:
    def maxSlidingWindow(self, nums: List[int], k: int) -> List[int]:
        window = deque()  # positions whose values decrease from front to back; the front is the maximum
        result = []
        for i, value in enumerate(nums):
            while window and nums[window[-1]] <= value:
                window.pop()  # a smaller, older value can never be a maximum again
            window.append(i)
            if window[0] <= i - k:
                window.popleft()
            if i >= k - 1:
                result.append(nums[window[0]])
        return result
