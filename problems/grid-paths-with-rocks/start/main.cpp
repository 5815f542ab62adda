#include <bits/stdc++.h>
using namespace std;

const long long MOD = 1000000007LL;

// grid[i][j] is '.' (free) or '#' (rock). Return the number of right/down
// paths from the top-left to the bottom-right cell, modulo MOD.
long long solve(const vector<string>& grid) {
    // TODO: write your solution here
    return 0;
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
