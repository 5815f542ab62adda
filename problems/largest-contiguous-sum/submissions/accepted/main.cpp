#include <bits/stdc++.h>
using namespace std;

// Return the largest sum of a non-empty contiguous block of a.
long long solve(const vector<long long>& a) {
    // Kadane: endingHere = best sum of a block that ends at the current element.
    long long best = a[0], endingHere = a[0];
    for (size_t i = 1; i < a.size(); i++) {
        endingHere = max(a[i], endingHere + a[i]);
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
