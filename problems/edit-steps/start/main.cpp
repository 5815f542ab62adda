#include <bits/stdc++.h>
using namespace std;

// Return the minimum number of single-letter insertions, deletions and
// replacements that turn a into b.
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
