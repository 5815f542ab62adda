#include <bits/stdc++.h>
using namespace std;

// links[i] = {u, v} is a link between servers u and v.
// Returns the number of critical links (bridges).
int solve(int n, const vector<pair<int, int>>& links) {
    int m = links.size();
    // adj[u] = {(neighbour, link index)}; the index tells parallel links apart.
    vector<vector<pair<int, int>>> adj(n + 1);
    for (int i = 0; i < m; i++) {
        adj[links[i].first].push_back({links[i].second, i});
        adj[links[i].second].push_back({links[i].first, i});
    }

    // Depth-first search with an explicit stack (a recursive one could go 5 · 10^4 calls deep).
    // tin[u]: when u was discovered; low[u]: the earliest discovery time reachable from u's
    // subtree using at most one link that is not a tree link. The tree link parent-u is
    // critical exactly when low[u] > tin[parent]: nothing below u climbs back above it.
    vector<int> tin(n + 1, 0), low(n + 1, 0);
    vector<int> parentLink(n + 1, -1), nextIndex(n + 1, 0);
    vector<int> stack;
    int timer = 0, bridges = 0;
    for (int root = 1; root <= n; root++) {
        if (tin[root]) continue;
        tin[root] = low[root] = ++timer;
        stack.push_back(root);
        while (!stack.empty()) {
            int u = stack.back();
            if (nextIndex[u] < (int)adj[u].size()) {
                auto [v, id] = adj[u][nextIndex[u]++];
                if (id == parentLink[u]) continue;  // do not go back along the same link
                if (tin[v]) {
                    low[u] = min(low[u], tin[v]);  // a link back to an earlier server
                } else {
                    tin[v] = low[v] = ++timer;
                    parentLink[v] = id;
                    stack.push_back(v);
                }
            } else {
                stack.pop_back();  // u is finished: report to its parent
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
