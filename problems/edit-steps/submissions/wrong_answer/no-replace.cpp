#include <bits/stdc++.h>
using namespace std;

// Bug: only counts insertions and deletions (n + m - 2 * LCS), forgetting that
// one replacement is cheaper than a deletion plus an insertion.
int solve(const string& a, const string& b) {
    int n = a.size(), m = b.size();
    vector<vector<int>> lcs(n + 1, vector<int>(m + 1, 0));
    for (int i = 1; i <= n; i++)
        for (int j = 1; j <= m; j++)
            lcs[i][j] = a[i - 1] == b[j - 1] ? lcs[i - 1][j - 1] + 1
                                             : max(lcs[i - 1][j], lcs[i][j - 1]);
    return n + m - 2 * lcs[n][m];
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string a, b;
    cin >> a >> b;
    cout << solve(a, b) << '\n';
    return 0;
}
