#include <bits/stdc++.h>
using namespace std;

struct Road {
    int from, to, toll;
};

// Returns a vector of n values: element i-1 is the cheapest toll from town s to town i,
// or -1 if town i cannot be reached.
vector<long long> solve(int n, int s, const vector<Road>& roads) {
    // TODO: write your solution here
    return vector<long long>(n, 0);
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
