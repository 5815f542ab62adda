#include <bits/stdc++.h>
using namespace std;

// Return the number of pairs i < j with a[i] + a[j] == t.
long long solve(const vector<long long>& a, long long t) {
    // TODO: count the pairs
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n;
    long long t;
    cin >> n >> t;
    vector<long long> a(n);
    for (long long& x : a) cin >> x;

    cout << solve(a, t) << '\n';
    return 0;
}
