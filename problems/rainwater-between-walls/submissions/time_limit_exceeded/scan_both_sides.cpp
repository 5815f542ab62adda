#include <bits/stdc++.h>
using namespace std;

// Correct but quadratic.
long long solve(const vector<int>& h) {
    // For every column, scan both sides for the tallest wall: O(n^2).
    int n = h.size();
    long long water = 0;
    for (int i = 0; i < n; i++) {
        int leftMax = 0, rightMax = 0;
        for (int j = 0; j <= i; j++) leftMax = max(leftMax, h[j]);
        for (int j = i; j < n; j++) rightMax = max(rightMax, h[j]);
        water += min(leftMax, rightMax) - h[i];
    }
    return water;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n;
    cin >> n;
    vector<int> h(n);
    for (int& x : h) cin >> x;

    cout << solve(h) << '\n';
    return 0;
}
