class Solution:
    def minMeetingRooms(self, meetings: List[List[int]]) -> int:
        starts = sorted(start for start, _ in meetings)
        ends = sorted(end for _, end in meetings)
        # Before a meeting starts at time s, every meeting with end <= s has freed its room (half-open).
        finished = rooms = 0
        for index, start in enumerate(starts):
            while ends[finished] <= start:
                finished += 1
            rooms = max(rooms, index + 1 - finished)
        return rooms
