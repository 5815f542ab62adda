#include <bits/stdc++.h>
using namespace std;

// Wrong: colours only the group of players that contains player 1 and forgets that the
// rivalry graph can consist of several separate groups.
bool solve(int n, const vector<pair<int, int>>& rivalries) {
    vector<vector<int>> adj(n + 1);
    for (const auto& [u, v] : rivalries) {
        adj[u].push_back(v);
        adj[v].push_back(u);
    }
    vector<int> team(n + 1, -1);
    queue<int> q;
    team[1] = 0;
    q.push(1);
    while (!q.empty()) {
        int u = q.front();
        q.pop();
        for (int v : adj[u]) {
            if (team[v] == -1) {
                team[v] = 1 - team[u];
                q.push(v);
            } else if (team[v] == team[u]) {
                return false;
            }
        }
    }
    return true;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<pair<int, int>> rivalries(m);
    for (auto& [u, v] : rivalries) cin >> u >> v;
    cout << (solve(n, rivalries) ? "YES" : "NO") << "\n";
    return 0;
}
