import sys


def solve(meetings):
    """Each meeting is (start, end) and uses a room during [start, end).
    Return the minimum number of rooms that can host all of them."""
    # TODO: find the largest number of meetings running at the same moment
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    meetings = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n)]
    sys.stdout.write(str(solve(meetings)) + '\n')


main()
