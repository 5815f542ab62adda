#include <bits/stdc++.h>
using namespace std;

// Kadane with int instead of long long.
long long solve(const vector<long long>& a) {
    // Bug: 32-bit running sums overflow on long runs of large values.
    int best = a[0], endingHere = a[0];
    for (size_t i = 1; i < a.size(); i++) {
        int x = (int)a[i];
        endingHere = max(x, endingHere + x);
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
