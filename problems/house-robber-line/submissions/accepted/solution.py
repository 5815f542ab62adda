class Solution:
    def maxDonations(self, donations: List[int]) -> int:
        # take: the best total of the prefix with its last house visited; skip: without it.
        take = skip = 0
        for amount in donations:
            take, skip = skip + amount, max(take, skip)
        return max(take, skip)
