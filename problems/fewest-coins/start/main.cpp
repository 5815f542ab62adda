#include <bits/stdc++.h>
using namespace std;

// Return the minimum number of coins (each value in coins usable any number
// of times) with total value exactly x, or -1 if that is impossible.
int solve(int x, const vector<int>& coins) {
    // TODO: write your solution here
    return 0;
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
