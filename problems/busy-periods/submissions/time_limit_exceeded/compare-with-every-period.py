# Correct but quadratic: each new interval is compared with every period kept so far and absorbs
# those it overlaps; nothing is sorted until the end. When nothing overlaps, 10^4 intervals cost
# about 5 * 10^7 comparisons.
class Solution:
    def merge(self, intervals: List[List[int]]) -> List[List[int]]:
        periods = []
        for start, end in intervals:
            kept = []
            for other_start, other_end in periods:
                if other_start <= end and start <= other_end:
                    start, end = min(start, other_start), max(end, other_end)
                else:
                    kept.append((other_start, other_end))
            kept.append((start, end))
            periods = kept
        return [list(period) for period in sorted(periods)]
