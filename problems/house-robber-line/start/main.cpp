#include <bits/stdc++.h>
using namespace std;

// Return the maximum sum of elements of a with no two adjacent elements chosen.
long long solve(const vector<long long>& a) {
    // TODO: write your solution here
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
