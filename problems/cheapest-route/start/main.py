import sys


def solve(n, s, roads):
    """roads is a list of (u, v, w): a one-way road from town u to town v with toll w.

    Return a list of n numbers: element i-1 is the cheapest toll from town s to town i,
    or -1 if town i cannot be reached.
    """
    # TODO: write your solution here
    return [0] * n


def main():
    data = sys.stdin.buffer.read().split()
    n, m, s = int(data[0]), int(data[1]), int(data[2])
    vals = list(map(int, data[3:3 + 3 * m]))
    roads = [(vals[3 * i], vals[3 * i + 1], vals[3 * i + 2]) for i in range(m)]
    sys.stdout.write(" ".join(map(str, solve(n, s, roads))) + "\n")


main()
