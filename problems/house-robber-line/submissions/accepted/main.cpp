#include <bits/stdc++.h>
using namespace std;

// Return the maximum sum of elements of a with no two adjacent elements chosen.
long long solve(const vector<long long>& a) {
    // Over the prefix handled so far:
    // take = best sum that uses the last element, skip = best sum that does not.
    long long take = 0, skip = 0;
    for (long long x : a) {
        long long newTake = skip + x;      // x can only follow a skipped element
        long long newSkip = max(take, skip);
        take = newTake;
        skip = newSkip;
    }
    return max(take, skip);
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
