#include <bits/stdc++.h>
using namespace std;

struct Cable {
    int u, v, cost;
};

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

// Wrong: a correct Kruskal, but the total is summed in a 32-bit int, which wraps around
// once the network costs more than 2^31 - 1.
long long solve(int n, vector<Cable> cables) {
    sort(cables.begin(), cables.end(), [](const Cable& a, const Cable& b) { return a.cost < b.cost; });
    DSU dsu(n);
    int total = 0;
    int used = 0;
    for (const auto& cable : cables) {
        if (dsu.unite(cable.u, cable.v)) {
            total = (int)((unsigned)total + (unsigned)cable.cost);  // wraps like a 32-bit counter
            used++;
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
