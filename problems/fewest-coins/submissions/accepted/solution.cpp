class Solution {
public:
    int minCoins(vector<int>& coins, int amount) {
        const int unreachable = amount + 1;  // more coins than any real answer can need
        vector<int> best(amount + 1, unreachable);  // best[s]: fewest coins paying exactly s
        best[0] = 0;
        for (int coin : coins) {
            // Increasing totals: best[total - coin] may already use this coin, which is allowed.
            for (int total = coin; total <= amount; total++) {
                best[total] = min(best[total], best[total - coin] + 1);
            }
        }
        return best[amount] == unreachable ? -1 : best[amount];
    }
};
