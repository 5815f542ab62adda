#include <bits/stdc++.h>
using namespace std;

// Return the length of the longest substring of s with all characters different.
// Sliding window: `left` is the first index of the current window, and
// last[c] is the latest index where character c was seen.
int solve(const string& s) {
    vector<int> last(128, -1);
    int best = 0, left = 0;
    for (int i = 0; i < (int)s.size(); i++) {
        unsigned char c = s[i];
        if (last[c] >= left) left = last[c] + 1;
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
