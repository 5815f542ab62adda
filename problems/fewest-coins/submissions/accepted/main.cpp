#include <bits/stdc++.h>
using namespace std;

// Return the minimum number of coins (each value in coins usable any number
// of times) with total value exactly x, or -1 if that is impossible.
int solve(int x, const vector<int>& coins) {
    const int INF = INT_MAX / 2;
    // best[s] = fewest coins with total exactly s (INF if s cannot be paid).
    vector<int> best(x + 1, INF);
    best[0] = 0;
    for (int c : coins) {
        // Increasing s: best[s - c] may already use coin c, which is allowed.
        for (int s = c; s <= x; s++) {
            best[s] = min(best[s], best[s - c] + 1);
        }
    }
    return best[x] >= INF ? -1 : best[x];
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, x;
    cin >> n >> x;
    vector<int> coins(n);
    for (int& c : coins) cin >> c;
    cout << solve(x, coins) << '\n';
    return 0;
}
