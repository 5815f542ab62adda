#include <bits/stdc++.h>
using namespace std;

// Returns the number of friend circles among students 1..n.
// friendships[i] = {u, v} means students u and v are friends.
int solve(int n, const vector<pair<int, int>>& friendships) {
    // TODO: write your solution here
    return 0;
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
