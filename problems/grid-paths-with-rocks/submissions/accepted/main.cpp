#include <bits/stdc++.h>
using namespace std;

const long long MOD = 1000000007LL;

// grid[i][j] is '.' (free) or '#' (rock). Return the number of right/down
// paths from the top-left to the bottom-right cell, modulo MOD.
long long solve(const vector<string>& grid) {
    int c = grid[0].size();
    // ways[j] = paths reaching cell (i, j) of the current row i. Before row 0,
    // ways[0] = 1 stands for the robot "entering" the start cell from above.
    vector<long long> ways(c, 0);
    ways[0] = 1;
    for (const string& row : grid) {
        for (int j = 0; j < c; j++) {
            if (row[j] == '#') {
                ways[j] = 0;  // nobody can stand on a rock
            } else if (j > 0) {
                ways[j] = (ways[j] + ways[j - 1]) % MOD;  // from above + from the left
            }
            // j == 0 and free: only from above, ways[0] stays as it is
        }
    }
    return ways[c - 1];
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
