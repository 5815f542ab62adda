import sys


def solve(meetings):
    """Each meeting is (start, end) and uses a room during [start, end).
    Return the minimum number of rooms that can host all of them."""
    # The number of rooms needed is the largest number of meetings running at some start
    # time. Count them directly for every start: O(n^2).
    rooms = 0
    for s, _ in meetings:
        running = 0
        for s2, e2 in meetings:
            if s2 <= s < e2:
                running += 1
        rooms = max(rooms, running)
    return rooms


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    meetings = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n)]
    sys.stdout.write(str(solve(meetings)) + '\n')


main()
