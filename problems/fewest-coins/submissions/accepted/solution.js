/**
 * @param {number[]} coins
 * @param {number} amount
 * @return {number}
 */
var minCoins = function(coins, amount) {
    const unreachable = amount + 1; // more coins than any real answer can need
    const best = new Array(amount + 1).fill(unreachable); // best[s]: fewest coins paying exactly s
    best[0] = 0;
    for (const coin of new Set(coins)) {
        // Increasing totals: best[total - coin] may already use this coin, which is allowed.
        for (let total = coin; total <= amount; total++) {
            best[total] = Math.min(best[total], best[total - coin] + 1);
        }
    }
    return best[amount] === unreachable ? -1 : best[amount];
};
