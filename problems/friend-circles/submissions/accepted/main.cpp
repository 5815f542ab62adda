#include <bits/stdc++.h>
using namespace std;

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

// Returns the number of friend circles among students 1..n.
// friendships[i] = {u, v} means students u and v are friends.
int solve(int n, const vector<pair<int, int>>& friendships) {
    DSU dsu(n);
    int circles = n;  // every student starts in a circle of their own
    for (const auto& [u, v] : friendships)
        if (dsu.unite(u, v)) circles--;  // two circles merged into one
    return circles;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<pair<int, int>> friendships(m);
    for (auto& [u, v] : friendships) cin >> u >> v;
    cout << solve(n, friendships) << "\n";
    return 0;
}
