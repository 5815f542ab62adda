class Solution:
    def minDistance(self, typed: str, target: str) -> int:
        # previous[j]: the distance between the letters of typed handled so far and target[:j].
        previous = list(range(len(target) + 1))
        for i, letter in enumerate(typed, 1):
            current = [i]  # turning typed[:i] into the empty string takes i deletions
            left = i  # current[j], the value just computed
            # diagonal = previous[j] and up = previous[j + 1] while computing current[j + 1]
            for other, diagonal, up in zip(target, previous, previous[1:]):
                if letter == other:
                    left = diagonal  # equal letters cost nothing (never worse than the others)
                else:
                    # replace (diagonal), delete a letter of typed (up), insert a letter of target (left)
                    if up < left:
                        left = up
                    if diagonal < left:
                        left = diagonal
                    left += 1
                current.append(left)
            previous = current
        return previous[-1]
