#include <bits/stdc++.h>
using namespace std;

// Return the minimum number of single-letter insertions, deletions and
// replacements that turn a into b.
int solve(const string& a, const string& b) {
    int n = a.size(), m = b.size();
    // prev[j] = distance between the first i-1 letters of a and the first j of b;
    // cur[j]  = the same for the first i letters of a.
    vector<int> prev(m + 1), cur(m + 1);
    for (int j = 0; j <= m; j++) prev[j] = j;  // j insertions
    for (int i = 1; i <= n; i++) {
        cur[0] = i;  // i deletions
        for (int j = 1; j <= m; j++) {
            if (a[i - 1] == b[j - 1]) {
                cur[j] = prev[j - 1];
            } else {
                // replace, delete a[i-1], insert b[j-1]
                cur[j] = 1 + min({prev[j - 1], prev[j], cur[j - 1]});
            }
        }
        swap(prev, cur);
    }
    return prev[m];
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string a, b;
    cin >> a >> b;
    cout << solve(a, b) << '\n';
    return 0;
}
