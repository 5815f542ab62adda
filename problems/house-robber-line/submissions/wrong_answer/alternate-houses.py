# Only compares "every even-indexed house" with "every odd-indexed house". The best choice may skip
# two houses in a row, as in 5 1 1 5.
class Solution:
    def maxDonations(self, donations: List[int]) -> int:
        return max(sum(donations[0::2]), sum(donations[1::2]))
