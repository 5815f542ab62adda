/**
 * @param {number[][]} meetings
 * @return {number}
 */
var minMeetingRooms = function(meetings) {
    // Every start adds a running meeting and every end removes one; at equal times the end comes
    // first, since a room freed at time x can host a meeting starting at x (half-open intervals).
    const events = [];
    for (const [start, end] of meetings) events.push([start, 1], [end, -1]);
    events.sort((left, right) => left[0] - right[0] || left[1] - right[1]);
    let running = 0, rooms = 0;
    for (const [, change] of events) {
        running += change;
        rooms = Math.max(rooms, running);
    }
    return rooms;
};
