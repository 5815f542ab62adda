class Solution:
    def minCoins(self, coins: List[int], amount: int) -> int:
        unreachable = amount + 1  # more coins than any real answer can need
        best = [0] + [unreachable] * amount  # best[s]: fewest coins paying exactly s
        for coin in set(coins):
            # Increasing totals: best[total - coin] may already use this coin, which is allowed.
            for total in range(coin, amount + 1):
                candidate = best[total - coin] + 1
                if candidate < best[total]:
                    best[total] = candidate
        return -1 if best[amount] == unreachable else best[amount]
