#include <bits/stdc++.h>
using namespace std;

// Return the total amount of water held above the columns h[0..n-1].
long long solve(const vector<int>& h) {
    // TODO: add up min(tallest on the left, tallest on the right) - h[i] over all columns
    return 0;
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
