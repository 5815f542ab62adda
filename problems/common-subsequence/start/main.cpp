#include <bits/stdc++.h>
using namespace std;

// Return the length of the longest common subsequence of a and b.
int solve(const string& a, const string& b) {
    // TODO: write your solution here
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string a, b;
    cin >> a >> b;
    cout << solve(a, b) << '\n';
    return 0;
}
