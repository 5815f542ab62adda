#include <bits/stdc++.h>
using namespace std;

// Each meeting is (start, end) and uses a room during [start, end).
// Return the minimum number of rooms that can host all of them.
int solve(const vector<pair<int, int>>& meetings) {
    // TODO: find the largest number of meetings running at the same moment
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n;
    cin >> n;
    vector<pair<int, int>> meetings(n);
    for (auto& [s, e] : meetings) cin >> s >> e;

    cout << solve(meetings) << '\n';
    return 0;
}
