#include <bits/stdc++.h>
using namespace std;

// Correct, but tries every coin at every amount without remembering results:
// the number of calls grows exponentially with x.
const int INF = INT_MAX / 2;
vector<int> coins;

int fewest(int s) {
    if (s == 0) return 0;
    int best = INF;
    for (int c : coins) {
        if (c <= s) best = min(best, fewest(s - c) + 1);
    }
    return best;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, x;
    cin >> n >> x;
    coins.resize(n);
    for (int& c : coins) cin >> c;
    int answer = fewest(x);
    cout << (answer >= INF ? -1 : answer) << '\n';
    return 0;
}
