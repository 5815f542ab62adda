#include <bits/stdc++.h>
using namespace std;

// grid[i][j] is one of '.', '#', 'S', 'E'.
// Returns the minimum number of moves from S to E, or -1 if E cannot be reached.
int solve(const vector<string>& grid) {
    int r = grid.size(), c = grid[0].size();
    vector<vector<int>> dist(r, vector<int>(c, -1));
    queue<pair<int, int>> q;
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++)
            if (grid[i][j] == 'S') {
                dist[i][j] = 0;
                q.push({i, j});
            }
    const int dr[4] = {-1, 1, 0, 0};
    const int dc[4] = {0, 0, -1, 1};
    // Breadth-first search: cells leave the queue in order of their distance from S.
    while (!q.empty()) {
        auto [i, j] = q.front();
        q.pop();
        if (grid[i][j] == 'E') return dist[i][j];
        for (int d = 0; d < 4; d++) {
            int ni = i + dr[d], nj = j + dc[d];
            if (ni < 0 || ni >= r || nj < 0 || nj >= c) continue;
            if (grid[ni][nj] == '#' || dist[ni][nj] != -1) continue;
            dist[ni][nj] = dist[i][j] + 1;
            q.push({ni, nj});
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
