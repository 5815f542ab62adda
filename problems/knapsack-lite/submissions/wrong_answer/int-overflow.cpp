#include <bits/stdc++.h>
using namespace std;

// Bug: stores the values in 32-bit ints, but a total value can reach 10^11.
int solve(int capacity, const vector<int>& weights, const vector<int>& values) {
    vector<int> best(capacity + 1, 0);
    for (size_t i = 0; i < weights.size(); i++) {
        int w = weights[i];
        for (int c = capacity; c >= w; c--) {
            best[c] = max(best[c], best[c - w] + values[i]);
        }
    }
    return best[capacity];
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, capacity;
    cin >> n >> capacity;
    vector<int> weights(n), values(n);
    for (int i = 0; i < n; i++) cin >> weights[i] >> values[i];
    cout << solve(capacity, weights, values) << '\n';
    return 0;
}
