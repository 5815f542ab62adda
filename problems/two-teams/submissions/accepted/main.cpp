#include <bits/stdc++.h>
using namespace std;

// rivalries[i] = {u, v} means players u and v must be on different teams.
// Returns true if players 1..n can be split into two such teams.
bool solve(int n, const vector<pair<int, int>>& rivalries) {
    vector<vector<int>> adj(n + 1);
    for (const auto& [u, v] : rivalries) {
        adj[u].push_back(v);
        adj[v].push_back(u);
    }
    vector<int> team(n + 1, -1);  // -1: not placed yet, otherwise 0 or 1
    vector<int> queue(n);
    // Breadth-first search from every player not placed yet (the rivalry graph may have many
    // separate groups). Each rival of a placed player must go to the other team.
    for (int start = 1; start <= n; start++) {
        if (team[start] != -1) continue;
        team[start] = 0;
        int head = 0, tail = 0;
        queue[tail++] = start;
        while (head < tail) {
            int u = queue[head++];
            for (int v : adj[u]) {
                if (team[v] == -1) {
                    team[v] = 1 - team[u];
                    queue[tail++] = v;
                } else if (team[v] == team[u]) {
                    return false;  // two rivals forced onto the same team
                }
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
