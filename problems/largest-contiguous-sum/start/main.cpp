#include <bits/stdc++.h>
using namespace std;

// Return the largest sum of a non-empty contiguous block of a.
long long solve(const vector<long long>& a) {
    // TODO: find the largest sum of a non-empty contiguous block
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n;
    cin >> n;
    vector<long long> a(n);
    for (long long& x : a) cin >> x;

    cout << solve(a) << '\n';
    return 0;
}
