class Solution:
    def merge(self, intervals: List[List[int]]) -> List[List[int]]:
        periods = []
        for start, end in sorted(intervals):
            if periods and start <= periods[-1][1]:
                periods[-1][1] = max(periods[-1][1], end)
            else:
                periods.append([start, end])
        return periods
