class Solution {
public:
    int minMeetingRooms(vector<vector<int>>& meetings) {
        vector<int> starts, ends;
        for (const vector<int>& meeting : meetings) {
            starts.push_back(meeting[0]);
            ends.push_back(meeting[1]);
        }
        sort(starts.begin(), starts.end());
        sort(ends.begin(), ends.end());
        // Before a meeting starts at time s, every meeting with end <= s has freed its room (half-open).
        int finished = 0, rooms = 0;
        for (int i = 0; i < (int) starts.size(); i++) {
            while (ends[finished] <= starts[i]) finished++;
            rooms = max(rooms, i + 1 - finished);
        }
        return rooms;
    }
};
