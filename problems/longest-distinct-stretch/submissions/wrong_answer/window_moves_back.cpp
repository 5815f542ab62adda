#include <bits/stdc++.h>
using namespace std;

// Bug: on a repeat the window start jumps to last[c] + 1 even when that is
// to the left of the current start, so for "abba" the final window is "bba".
int solve(const string& s) {
    vector<int> last(128, -1);
    int best = 0, left = 0;
    for (int i = 0; i < (int)s.size(); i++) {
        unsigned char c = s[i];
        if (last[c] != -1) left = last[c] + 1;
        last[c] = i;
        best = max(best, i - left + 1);
    }
    return best;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string s;
    cin >> s;
    cout << solve(s) << "\n";
    return 0;
}
