#include <bits/stdc++.h>
using namespace std;

// Return the length of the longest strictly increasing subsequence of a.
int solve(const vector<int>& a) {
    // TODO: write your solution here
    return 0;
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
