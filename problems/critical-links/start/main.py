import sys


def solve(n, links):
    """links is a list of pairs (u, v): a link between servers u and v.

    Return the number of critical links (bridges).
    """
    # TODO: write your solution here
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    vals = list(map(int, data[2:2 + 2 * m]))
    links = list(zip(vals[0::2], vals[1::2]))
    sys.stdout.write(str(solve(n, links)) + "\n")


main()
