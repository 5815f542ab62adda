#include <bits/stdc++.h>
using namespace std;

// Return the run-length encoding of s: each run of equal letters becomes the
// letter followed by the run length (the length is left out when it is 1).
string solve(const string& s) {
    // TODO: write your solution here
    return "";
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string s;
    cin >> s;
    cout << solve(s) << "\n";
    return 0;
}
