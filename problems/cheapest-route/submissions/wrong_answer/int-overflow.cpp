#include <bits/stdc++.h>
using namespace std;

struct Road {
    int from, to, toll;
};

// Wrong: correct Dijkstra, but distances are kept in 32-bit ints.
// A long chain of expensive roads makes the total exceed 2^31 - 1.
vector<long long> solve(int n, int s, const vector<Road>& roads) {
    vector<vector<pair<int, int>>> adj(n + 1);
    for (const auto& road : roads) adj[road.from].push_back({road.to, road.toll});

    const int INF = INT_MAX;
    vector<int> dist(n + 1, INF);
    vector<bool> done(n + 1, false);
    priority_queue<pair<int, int>, vector<pair<int, int>>, greater<>> pq;
    dist[s] = 0;
    pq.push({0, s});
    while (!pq.empty()) {
        auto [d, u] = pq.top();
        pq.pop();
        if (done[u]) continue;
        done[u] = true;
        for (auto [v, w] : adj[u]) {
            int nd = (int)((unsigned)d + (unsigned)w);  // silently wraps around past 2^31 - 1
            if (!done[v] && nd < dist[v]) {
                dist[v] = nd;
                pq.push({nd, v});
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
