#include <bits/stdc++.h>
using namespace std;

// Classic Kadane that forgets the block must be non-empty.
long long solve(const vector<long long>& a) {
    // Bug: starting from 0 means the empty block is allowed, so an all-negative array gives 0.
    long long best = 0, endingHere = 0;
    for (long long x : a) {
        endingHere = max(0LL, endingHere + x);
        best = max(best, endingHere);
    }
    return best;
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
