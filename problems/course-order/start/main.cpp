#include <bits/stdc++.h>
using namespace std;

// rules[i] = {a, b} means course a must be completed before course b.
// Returns the lexicographically smallest valid order of courses 1..n,
// or an empty vector if no valid order exists.
vector<int> solve(int n, const vector<pair<int, int>>& rules) {
    // TODO: write your solution here
    return {};
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
