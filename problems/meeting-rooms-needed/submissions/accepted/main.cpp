#include <bits/stdc++.h>
using namespace std;

// Each meeting is (start, end) and uses a room during [start, end).
// Return the minimum number of rooms that can host all of them.
int solve(const vector<pair<int, int>>& meetings) {
    int n = meetings.size();
    vector<int> starts(n), ends(n);
    for (int i = 0; i < n; i++) {
        starts[i] = meetings[i].first;
        ends[i] = meetings[i].second;
    }
    sort(starts.begin(), starts.end());
    sort(ends.begin(), ends.end());
    // Go through the starts in time order. Before a meeting starts at time s, every meeting
    // with end <= s has already freed its room (the intervals are half-open).
    int finished = 0, rooms = 0;
    for (int i = 0; i < n; i++) {
        while (ends[finished] <= starts[i]) finished++;
        rooms = max(rooms, i + 1 - finished);  // meetings running right after starts[i]
    }
    return rooms;
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
