#include <bits/stdc++.h>
using namespace std;

// rules[i] = {a, b} means course a must be completed before course b.
// Returns the lexicographically smallest valid order of courses 1..n,
// or an empty vector if no valid order exists.
vector<int> solve(int n, const vector<pair<int, int>>& rules) {
    vector<vector<int>> unlocks(n + 1);
    vector<int> missing(n + 1, 0);  // prerequisites not yet taken
    for (const auto& [a, b] : rules) {
        unlocks[a].push_back(b);
        missing[b]++;
    }
    // Kahn's algorithm, always taking the smallest course that is available right now.
    priority_queue<int, vector<int>, greater<int>> available;
    for (int c = 1; c <= n; c++)
        if (missing[c] == 0) available.push(c);
    vector<int> order;
    order.reserve(n);
    while (!available.empty()) {
        int c = available.top();
        available.pop();
        order.push_back(c);
        for (int next : unlocks[c])
            if (--missing[next] == 0) available.push(next);
    }
    if ((int)order.size() < n) return {};  // the remaining courses wait on each other in a cycle
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
