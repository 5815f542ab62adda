#include <bits/stdc++.h>
using namespace std;

// Bug: upper_bound instead of lower_bound, so an equal value extends a
// subsequence. This computes the longest NON-decreasing subsequence.
int solve(const vector<int>& a) {
    vector<int> tails;
    for (int x : a) {
        auto it = upper_bound(tails.begin(), tails.end(), x);
        if (it == tails.end()) tails.push_back(x);
        else *it = x;
    }
    return tails.size();
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
