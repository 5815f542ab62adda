class Solution:
    def nextTallerTower(self, heights: List[int]) -> List[int]:
        answer = [0] * len(heights)
        waiting = []  # towers still looking for a taller one; heights never increase towards the top
        for j, height in enumerate(heights):
            while waiting and heights[waiting[-1]] < height:
                i = waiting.pop()
                answer[i] = j - i
            waiting.append(j)
        return answer
