#include <bits/stdc++.h>
using namespace std;

// Return the run-length encoding of s: each run of equal letters becomes the
// letter followed by the run length (the length is left out when it is 1).
string solve(const string& s) {
    string out;
    size_t n = s.size();
    size_t i = 0;
    while (i < n) {
        size_t j = i;
        while (j < n && s[j] == s[i]) j++;
        out += s[i];
        if (j - i > 1) out += to_string(j - i);
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
