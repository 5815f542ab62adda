#include <bits/stdc++.h>
using namespace std;

// Wrong: Kahn's algorithm with a plain first-in-first-out queue. It produces a valid order,
// but not always the lexicographically smallest one: a small course that becomes available
// later waits behind larger courses that were queued earlier.
vector<int> solve(int n, const vector<pair<int, int>>& rules) {
    vector<vector<int>> unlocks(n + 1);
    vector<int> missing(n + 1, 0);
    for (const auto& [a, b] : rules) {
        unlocks[a].push_back(b);
        missing[b]++;
    }
    queue<int> available;
    for (int c = 1; c <= n; c++)
        if (missing[c] == 0) available.push(c);
    vector<int> order;
    while (!available.empty()) {
        int c = available.front();
        available.pop();
        order.push_back(c);
        for (int next : unlocks[c])
            if (--missing[next] == 0) available.push(next);
    }
    if ((int)order.size() < n) return {};
    return order;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<pair<int, int>> rules(m);
    for (auto& [a, b] : rules) cin >> a >> b;
    vector<int> order = solve(n, rules);
    if (order.empty()) {
        cout << "IMPOSSIBLE\n";
        return 0;
    }
    string out;
    for (size_t i = 0; i < order.size(); i++) {
        if (i) out += ' ';
        out += to_string(order[i]);
    }
    out += '\n';
    cout << out;
    return 0;
}
