class Solution {
    public int minCoins(int[] coins, int amount) {
        int unreachable = amount + 1; // more coins than any real answer can need
        int[] best = new int[amount + 1]; // best[s]: fewest coins paying exactly s
        Arrays.fill(best, unreachable);
        best[0] = 0;
        for (int coin : coins) {
            // Increasing totals: best[total - coin] may already use this coin, which is allowed.
            for (int total = coin; total <= amount; total++) {
                best[total] = Math.min(best[total], best[total - coin] + 1);
            }
        }
        return best[amount] == unreachable ? -1 : best[amount];
    }
}
