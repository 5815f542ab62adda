class Solution:
    def longestRise(self, readings: List[int]) -> int:
        # tails[k]: the smallest last value of a rising subsequence of length k + 1 (increasing in k).
        tails = []
        for value in readings:
            place = bisect.bisect_left(tails, value)
            if place == len(tails):
                tails.append(value)
            else:
                tails[place] = value
        return len(tails)
