# Correct but exponential: for every house it tries both visiting it and passing it by, without
# remembering results, so the same suffixes are solved again and again (Fibonacci many calls).
class Solution:
    def maxDonations(self, donations: List[int]) -> int:
        def best(start):
            if start >= len(donations):
                return 0
            return max(best(start + 1), donations[start] + best(start + 2))

        return best(0)
