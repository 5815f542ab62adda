# Correct but O(n^2): the number of rooms is the largest number of meetings running at some start
# time, counted directly for every start. 10^4 meetings take 10^8 comparisons.
class Solution:
    def minMeetingRooms(self, meetings: List[List[int]]) -> int:
        rooms = 0
        for start, _ in meetings:
            running = 0
            for other_start, other_end in meetings:
                if other_start <= start < other_end:
                    running += 1
            rooms = max(rooms, running)
        return rooms
