#include <bits/stdc++.h>
using namespace std;

// Correct but slow: for every start l, extend the window to the right until
// it covers t. O(|s|^2) in the worst case, e.g. when the only useful letter is
// at the very end of s.
int solve(const string& s, const string& t) {
    int base[128] = {0};
    for (char c : t) base[(unsigned char)c]++;
    int n = s.size();
    int best = INT_MAX;
    for (int l = 0; l < n; l++) {
        int need[128];
        memcpy(need, base, sizeof(need));
        int missing = t.size();
        for (int r = l; r < n && r - l + 1 < best; r++) {
            if (need[(unsigned char)s[r]]-- > 0) missing--;
            if (missing == 0) {
                best = r - l + 1;
                break;
            }
        }
    }
    return best == INT_MAX ? -1 : best;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string s, t;
    cin >> s >> t;
    cout << solve(s, t) << "\n";
    return 0;
}
