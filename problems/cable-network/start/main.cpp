#include <bits/stdc++.h>
using namespace std;

struct Cable {
    int u, v, cost;
};

// Returns the minimum total cost of cables that connect buildings 1..n, or -1 if impossible.
long long solve(int n, vector<Cable> cables) {
    // TODO: write your solution here
    return 0;
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
