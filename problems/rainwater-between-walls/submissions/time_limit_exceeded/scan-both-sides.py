class Solution:
    def trap(self, height: List[int]) -> int:
        # Correct but quadratic: finds the tallest column on each side of every column by scanning.
        total = 0
        for i, h in enumerate(height):
            left = max(height[:i + 1])
            right = max(height[i:])
            total += min(left, right) - h
        return total
