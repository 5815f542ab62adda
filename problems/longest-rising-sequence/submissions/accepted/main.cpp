#include <bits/stdc++.h>
using namespace std;

// Return the length of the longest strictly increasing subsequence of a.
int solve(const vector<int>& a) {
    // tails[k] = smallest possible last value of a strictly increasing
    // subsequence of length k + 1 among the values seen so far.
    // tails is strictly increasing, so we can binary search in it.
    vector<int> tails;
    for (int x : a) {
        // First tail >= x: x can end a subsequence of that length instead
        // (lower_bound, so an equal value never extends a subsequence).
        auto it = lower_bound(tails.begin(), tails.end(), x);
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
