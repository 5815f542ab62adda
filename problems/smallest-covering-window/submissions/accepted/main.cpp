#include <bits/stdc++.h>
using namespace std;

// Return the length of the shortest substring of s that contains every
// character of t (with multiplicity), or -1 if there is none.
// Sliding window: need[c] is how many more copies of c the window [l, r]
// still lacks (negative when it has spare copies); missing is the sum of
// the positive parts of need.
int solve(const string& s, const string& t) {
    int need[128] = {0};
    for (char c : t) need[(unsigned char)c]++;
    int missing = t.size();
    int best = INT_MAX;
    int l = 0;
    for (int r = 0; r < (int)s.size(); r++) {
        if (need[(unsigned char)s[r]]-- > 0) missing--;
        while (missing == 0) {  // [l, r] covers t: try to shrink it from the left
            best = min(best, r - l + 1);
            if (++need[(unsigned char)s[l]] > 0) missing++;
            l++;
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
