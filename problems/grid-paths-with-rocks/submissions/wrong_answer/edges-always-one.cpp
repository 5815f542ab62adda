#include <bits/stdc++.h>
using namespace std;

const long long MOD = 1000000007LL;

// Bug: every free cell of the first row and the first column gets 1 path,
// even when a rock earlier in that row or column cuts it off from the start.
long long solve(const vector<string>& grid) {
    int r = grid.size(), c = grid[0].size();
    vector<vector<long long>> ways(r, vector<long long>(c, 0));
    for (int i = 0; i < r; i++) {
        for (int j = 0; j < c; j++) {
            if (grid[i][j] == '#') ways[i][j] = 0;
            else if (i == 0 || j == 0) ways[i][j] = 1;
            else ways[i][j] = (ways[i - 1][j] + ways[i][j - 1]) % MOD;
        }
    }
    return ways[r - 1][c - 1];
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int r, c;
    cin >> r >> c;
    vector<string> grid(r);
    for (string& row : grid) cin >> row;
    cout << solve(grid) << '\n';
    return 0;
}
