# Sorts by start and merges overlapping neighbours, but gives the merged period the end of the
# interval merged last instead of the larger end, so a booking inside a longer one cuts it short.
class Solution:
    def merge(self, intervals: List[List[int]]) -> List[List[int]]:
        periods = []
        for start, end in sorted(intervals):
            if periods and start <= periods[-1][1]:
                periods[-1][1] = end
            else:
                periods.append([start, end])
        return periods
