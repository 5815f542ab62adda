#include <bits/stdc++.h>
using namespace std;

// Wrong: also treats cells that touch only at a corner as neighbours (8 directions),
// so diagonal land cells are merged into one island.
int solve(const vector<string>& grid) {
    int r = grid.size(), c = grid[0].size();
    vector<vector<bool>> seen(r, vector<bool>(c, false));
    vector<pair<int, int>> stack;
    int islands = 0;
    for (int i = 0; i < r; i++) {
        for (int j = 0; j < c; j++) {
            if (grid[i][j] != '#' || seen[i][j]) continue;
            islands++;
            seen[i][j] = true;
            stack.push_back({i, j});
            while (!stack.empty()) {
                auto [x, y] = stack.back();
                stack.pop_back();
                for (int dx = -1; dx <= 1; dx++) {
                    for (int dy = -1; dy <= 1; dy++) {
                        int nx = x + dx, ny = y + dy;
                        if (nx < 0 || nx >= r || ny < 0 || ny >= c) continue;
                        if (grid[nx][ny] != '#' || seen[nx][ny]) continue;
                        seen[nx][ny] = true;
                        stack.push_back({nx, ny});
                    }
                }
            }
        }
    }
    return islands;
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
