class Solution:
    def trap(self, height: List[int]) -> int:
        # Two pointers: the side with the lower maximum so far decides that side's column's level.
        left, right = 0, len(height) - 1
        left_max = right_max = total = 0
        while left <= right:
            if left_max <= right_max:
                left_max = max(left_max, height[left])
                total += left_max - height[left]
                left += 1
            else:
                right_max = max(right_max, height[right])
                total += right_max - height[right]
                right -= 1
        return total
