#include <bits/stdc++.h>
using namespace std;

// Bug: treats t as a SET of characters, so a window with a single "a"
// is accepted even when t asks for "aaa".
int solve(const string& s, const string& t) {
    int need[128] = {0};
    int missing = 0;
    for (char c : t)
        if (need[(unsigned char)c] == 0) need[(unsigned char)c] = 1, missing++;
    int best = INT_MAX;
    int l = 0;
    for (int r = 0; r < (int)s.size(); r++) {
        if (need[(unsigned char)s[r]]-- > 0) missing--;
        while (missing == 0) {
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
