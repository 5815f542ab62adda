#include <bits/stdc++.h>
using namespace std;

// Item i has weight weights[i] and value values[i]. Return the largest total
// value of a set of items (each used at most once) with total weight <= capacity.
long long solve(int capacity, const vector<int>& weights, const vector<long long>& values) {
    // TODO: write your solution here
    return 0;
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
