#include <bits/stdc++.h>
using namespace std;

// grid[i][j] is one of '.', '#', 'S', 'E'.
// Returns the minimum number of moves from S to E, or -1 if E cannot be reached.
int solve(const vector<string>& grid) {
    // TODO: write your solution here
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int r, c;
    cin >> r >> c;
    vector<string> grid(r);
    for (auto& row : grid) cin >> row;
    cout << solve(grid) << "\n";
    return 0;
}
