#include <bits/stdc++.h>
using namespace std;

// Wrong: the usual low-link search, but it skips the way back by *server* (parent vertex)
// instead of by *link*. Then a second, parallel link to the parent is ignored too, and a
// doubled link is wrongly reported as critical.
int solve(int n, const vector<pair<int, int>>& links) {
    vector<vector<int>> adj(n + 1);
    for (const auto& [u, v] : links) {
        adj[u].push_back(v);
        adj[v].push_back(u);
    }
    vector<int> tin(n + 1, 0), low(n + 1, 0), parent(n + 1, 0), nextIndex(n + 1, 0);
    vector<int> stack;
    int timer = 0, bridges = 0;
    for (int root = 1; root <= n; root++) {
        if (tin[root]) continue;
        tin[root] = low[root] = ++timer;
        stack.push_back(root);
        while (!stack.empty()) {
            int u = stack.back();
            if (nextIndex[u] < (int)adj[u].size()) {
                int v = adj[u][nextIndex[u]++];
                if (v == parent[u]) continue;
                if (tin[v]) {
                    low[u] = min(low[u], tin[v]);
                } else {
                    tin[v] = low[v] = ++timer;
                    parent[v] = u;
                    stack.push_back(v);
                }
            } else {
                stack.pop_back();
                if (!stack.empty()) {
                    int p = stack.back();
                    low[p] = min(low[p], low[u]);
                    if (low[u] > tin[p]) bridges++;
                }
            }
        }
    }
    return bridges;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<pair<int, int>> links(m);
    for (auto& [u, v] : links) cin >> u >> v;
    cout << solve(n, links) << "\n";
    return 0;
}
