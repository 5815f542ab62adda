#include <bits/stdc++.h>
using namespace std;

// Bug: writes the run length as one character '0' + length, which is only
// right for lengths up to 9 (a run of 10 letters prints ':' instead of "10").
string solve(const string& s) {
    string out;
    size_t n = s.size();
    size_t i = 0;
    while (i < n) {
        size_t j = i;
        while (j < n && s[j] == s[i]) j++;
        out += s[i];
        if (j - i > 1) out += (char)('0' + (j - i));
        i = j;
    }
    return out;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string s;
    cin >> s;
    cout << solve(s) << "\n";
    return 0;
}
