import sys


def solve(n, rules):
    """rules is a list of pairs (a, b): course a must be completed before course b.

    Return the lexicographically smallest valid order of courses 1..n as a list,
    or None if no valid order exists.
    """
    # TODO: write your solution here
    return None


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    vals = list(map(int, data[2:2 + 2 * m]))
    rules = list(zip(vals[0::2], vals[1::2]))
    order = solve(n, rules)
    sys.stdout.write(("IMPOSSIBLE" if order is None else " ".join(map(str, order))) + "\n")


main()
