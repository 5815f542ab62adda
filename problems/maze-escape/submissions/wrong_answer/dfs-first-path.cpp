#include <bits/stdc++.h>
using namespace std;

// Wrong: explores the maze depth-first and reports the length of the first path that reaches E.
// Depth-first search finds *a* path, not necessarily a shortest one.
int solve(const vector<string>& grid) {
    int r = grid.size(), c = grid[0].size();
    vector<vector<int>> depth(r, vector<int>(c, -1));
    vector<pair<int, int>> stack;
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++)
            if (grid[i][j] == 'S') {
                depth[i][j] = 0;
                stack.push_back({i, j});
            }
    const int dr[4] = {0, 1, 0, -1};
    const int dc[4] = {1, 0, -1, 0};
    while (!stack.empty()) {
        auto [i, j] = stack.back();
        stack.pop_back();
        if (grid[i][j] == 'E') return depth[i][j];
        for (int d = 0; d < 4; d++) {
            int ni = i + dr[d], nj = j + dc[d];
            if (ni < 0 || ni >= r || nj < 0 || nj >= c) continue;
            if (grid[ni][nj] == '#' || depth[ni][nj] != -1) continue;
            depth[ni][nj] = depth[i][j] + 1;
            stack.push_back({ni, nj});
        }
    }
    return -1;
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
