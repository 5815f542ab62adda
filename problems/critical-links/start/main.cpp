#include <bits/stdc++.h>
using namespace std;

// links[i] = {u, v} is a link between servers u and v.
// Returns the number of critical links (bridges).
int solve(int n, const vector<pair<int, int>>& links) {
    // TODO: write your solution here
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<pair<int, int>> links(m);
    for (auto& [u, v] : links) cin >> u >> v;
    cout << solve(n, links) << "\n";
    return 0;
}
