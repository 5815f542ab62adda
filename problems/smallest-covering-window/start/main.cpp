#include <bits/stdc++.h>
using namespace std;

// Return the length of the shortest substring of s that contains every
// character of t (with multiplicity), or -1 if there is none.
int solve(const string& s, const string& t) {
    // TODO: write your solution here
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string s, t;
    cin >> s >> t;
    cout << solve(s, t) << "\n";
    return 0;
}
