import sys


def solve(meetings):
    """Each meeting is (start, end) and uses a room during [start, end).
    Return the minimum number of rooms that can host all of them."""
    starts = sorted(s for s, _ in meetings)
    ends = sorted(e for _, e in meetings)
    # Go through the starts in time order. Before a meeting starts at time s, every meeting
    # with end <= s has already freed its room (the intervals are half-open).
    finished = 0
    rooms = 0
    for i, s in enumerate(starts):
        while ends[finished] <= s:
            finished += 1
        if i + 1 - finished > rooms:
            rooms = i + 1 - finished
    return rooms


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    meetings = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n)]
    sys.stdout.write(str(solve(meetings)) + '\n')


main()
