class Solution:
    def longestCommonSubsequence(self, first: str, second: str) -> int:
        # previous[j]: the answer for the letters of first handled so far and second[:j].
        previous = [0] * (len(second) + 1)
        for letter in first:
            current = [0]
            left = 0  # current[j], the value just computed
            # diagonal = previous[j] and up = previous[j + 1] while computing current[j + 1]
            for other, diagonal, up in zip(second, previous, previous[1:]):
                if letter == other:
                    left = diagonal + 1
                elif up > left:
                    left = up
                current.append(left)
            previous = current
        return previous[-1]
