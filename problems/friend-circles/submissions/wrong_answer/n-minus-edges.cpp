#include <bits/stdc++.h>
using namespace std;

// Wrong: assumes every friendship merges two different circles, so the answer would be n - m.
// That ignores repeated pairs and friendships that close a cycle inside one circle.
int solve(int n, const vector<pair<int, int>>& friendships) {
    return max(1, n - (int)friendships.size());
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
