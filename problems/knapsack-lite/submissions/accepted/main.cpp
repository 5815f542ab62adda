#include <bits/stdc++.h>
using namespace std;

// Item i has weight weights[i] and value values[i]. Return the largest total
// value of a set of items (each used at most once) with total weight <= capacity.
long long solve(int capacity, const vector<int>& weights, const vector<long long>& values) {
    // best[c] = largest value of the items seen so far with total weight <= c.
    vector<long long> best(capacity + 1, 0);
    for (size_t i = 0; i < weights.size(); i++) {
        int w = weights[i];
        // Decreasing c: best[c - w] still describes the items before item i,
        // so item i is used at most once.
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
    vector<int> weights(n);
    vector<long long> values(n);
    for (int i = 0; i < n; i++) cin >> weights[i] >> values[i];
    cout << solve(capacity, weights, values) << '\n';
    return 0;
}
