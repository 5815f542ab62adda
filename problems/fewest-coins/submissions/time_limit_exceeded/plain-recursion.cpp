class Solution {
public:
    // Correct, but tries every coin at every amount without remembering results: the number of
    // calls grows exponentially with the amount.
    int minCoins(vector<int>& coins, int amount) {
        int answer = fewest(coins, amount);
        return answer >= INT_MAX / 2 ? -1 : answer;
    }

private:
    int fewest(const vector<int>& coins, int total) {
        if (total == 0) return 0;
        int best = INT_MAX / 2;
        for (int coin : coins) {
            if (coin <= total) best = min(best, fewest(coins, total - coin) + 1);
        }
        return best;
    }
};
