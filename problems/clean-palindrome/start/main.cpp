#include <bits/stdc++.h>
using namespace std;

// Return true if `line` is a clean palindrome: keep only letters and digits,
// ignore letter case, and check that the result reads the same both ways.
bool solve(const string& line) {
    // TODO: write your solution here
    return false;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string line;
    getline(cin, line);
    if (!line.empty() && line.back() == '\r') line.pop_back();
    cout << (solve(line) ? "YES" : "NO") << "\n";
    return 0;
}
