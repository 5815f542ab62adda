#include <bits/stdc++.h>
using namespace std;

// Return true if the bracket string s is balanced.
bool solve(const string& s) {
    // TODO: write your solution here
    return false;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    cin >> t;
    string out, s;
    for (int i = 0; i < t; i++) {
        cin >> s;
        out += solve(s) ? "YES\n" : "NO\n";
    }
    cout << out;
    return 0;
}
