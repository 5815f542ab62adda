class Solution:
    def nextTallerTower(self, heights: List[int]) -> List[int]:
        # Correct but quadratic when few towers are taller: scans to the right from every tower.
        answer = [0] * len(heights)
        for i, height in enumerate(heights):
            for j in range(i + 1, len(heights)):
                if heights[j] > height:
                    answer[i] = j - i
                    break
        return answer
