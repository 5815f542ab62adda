# Always takes as many of the largest coin as possible. That is optimal for some coin systems (like
# 1, 2, 5, 10) but not in general, and it can even miss that the amount can be paid at all.
class Solution:
    def minCoins(self, coins: List[int], amount: int) -> int:
        count = 0
        for coin in sorted(set(coins), reverse=True):
            count += amount // coin
            amount %= coin
        return count if amount == 0 else -1
