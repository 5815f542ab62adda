class Solution:
    def trap(self, height: List[int]) -> int:
        # Bug: only the two neighbouring columns are taken as the walls, not the tallest ones further out.
        total = 0
        for i in range(1, len(height) - 1):
            level = min(height[i - 1], height[i + 1])
            if level > height[i]:
                total += level - height[i]
        return total
