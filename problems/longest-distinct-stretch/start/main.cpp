#include <bits/stdc++.h>
using namespace std;

// Return the length of the longest substring of s with all characters different.
int solve(const string& s) {
    // TODO: write your solution here
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string s;
    cin >> s;
    cout << solve(s) << "\n";
    return 0;
}
