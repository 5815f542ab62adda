#include <bits/stdc++.h>
using namespace std;

struct Road {
    int from, to, toll;
};

// Returns a vector of n values: element i-1 is the cheapest toll from town s to town i,
// or -1 if town i cannot be reached.
vector<long long> solve(int n, int s, const vector<Road>& roads) {
    vector<vector<pair<int, int>>> adj(n + 1);  // adj[u] = {(v, toll)}
    for (const auto& road : roads) adj[road.from].push_back({road.to, road.toll});

    // Dijkstra's algorithm with a min-heap of (distance, town).
    const long long INF = LLONG_MAX;
    vector<long long> dist(n + 1, INF);
    priority_queue<pair<long long, int>, vector<pair<long long, int>>, greater<>> pq;
    dist[s] = 0;
    pq.push({0, s});
    while (!pq.empty()) {
        auto [d, u] = pq.top();
        pq.pop();
        if (d != dist[u]) continue;  // an outdated entry: u was already settled cheaper
        for (auto [v, w] : adj[u]) {
            if (d + w < dist[v]) {
                dist[v] = d + w;
                pq.push({dist[v], v});
            }
        }
    }

    vector<long long> result(n);
    for (int i = 1; i <= n; i++) result[i - 1] = dist[i] == INF ? -1 : dist[i];
    return result;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m, s;
    cin >> n >> m >> s;
    vector<Road> roads(m);
    for (auto& road : roads) cin >> road.from >> road.to >> road.toll;
    vector<long long> dist = solve(n, s, roads);
    string out;
    for (int i = 0; i < n; i++) {
        if (i) out += ' ';
        out += to_string(dist[i]);
    }
    out += '\n';
    cout << out;
    return 0;
}
