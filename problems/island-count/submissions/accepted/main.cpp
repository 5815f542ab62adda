#include <bits/stdc++.h>
using namespace std;

// grid[i][j] is '#' (land) or '.' (water).
// Returns the number of islands (groups of land cells joined through shared sides).
int solve(const vector<string>& grid) {
    int r = grid.size(), c = grid[0].size();
    vector<vector<bool>> seen(r, vector<bool>(c, false));
    const int dr[4] = {-1, 1, 0, 0};
    const int dc[4] = {0, 0, -1, 1};
    vector<pair<int, int>> stack;  // an explicit stack: islands can have 10^5 cells
    int islands = 0;
    for (int i = 0; i < r; i++) {
        for (int j = 0; j < c; j++) {
            if (grid[i][j] != '#' || seen[i][j]) continue;
            // A land cell that no earlier island reached: a new island. Flood it.
            islands++;
            seen[i][j] = true;
            stack.push_back({i, j});
            while (!stack.empty()) {
                auto [x, y] = stack.back();
                stack.pop_back();
                for (int d = 0; d < 4; d++) {
                    int nx = x + dr[d], ny = y + dc[d];
                    if (nx < 0 || nx >= r || ny < 0 || ny >= c) continue;
                    if (grid[nx][ny] != '#' || seen[nx][ny]) continue;
                    seen[nx][ny] = true;
                    stack.push_back({nx, ny});
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
