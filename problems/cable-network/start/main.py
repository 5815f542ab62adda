import sys


def solve(n, cables):
    """cables is a list of (u, v, cost): a possible cable between buildings u and v.

    Return the minimum total cost of cables that connect buildings 1..n, or -1 if impossible.
    """
    # TODO: write your solution here
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    vals = list(map(int, data[2:2 + 3 * m]))
    cables = list(zip(vals[0::3], vals[1::3], vals[2::3]))
    sys.stdout.write(str(solve(n, cables)) + "\n")


main()
