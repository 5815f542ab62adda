#include <bits/stdc++.h>
using namespace std;

struct Cable {
    int u, v, cost;
};

// Disjoint set union with path halving and union by size.
struct DSU {
    vector<int> parent, size;
    explicit DSU(int n) : parent(n + 1), size(n + 1, 1) {
        iota(parent.begin(), parent.end(), 0);
    }
    int find(int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }
    bool unite(int a, int b) {
        a = find(a);
        b = find(b);
        if (a == b) return false;
        if (size[a] < size[b]) swap(a, b);
        parent[b] = a;
        size[a] += size[b];
        return true;
    }
};

// Returns the minimum total cost of cables that connect buildings 1..n, or -1 if impossible.
long long solve(int n, vector<Cable> cables) {
    // Kruskal's algorithm: try the cables from cheapest to most expensive and keep a cable
    // whenever it joins two parts of the network that are not connected yet.
    sort(cables.begin(), cables.end(), [](const Cable& a, const Cable& b) { return a.cost < b.cost; });
    DSU dsu(n);
    long long total = 0;  // can exceed 2^31 - 1
    int used = 0;
    for (const auto& cable : cables) {
        if (dsu.unite(cable.u, cable.v)) {
            total += cable.cost;
            if (++used == n - 1) break;
        }
    }
    return used == n - 1 ? total : -1;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<Cable> cables(m);
    for (auto& cable : cables) cin >> cable.u >> cable.v >> cable.cost;
    cout << solve(n, cables) << "\n";
    return 0;
}
