import sys


def solve(n, rivalries):
    """rivalries is a list of pairs (u, v): players u and v must be on different teams.

    Return True if players 1..n can be split into two such teams, else False.
    """
    # TODO: write your solution here
    return False


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    vals = list(map(int, data[2:2 + 2 * m]))
    rivalries = list(zip(vals[0::2], vals[1::2]))
    sys.stdout.write("YES\n" if solve(n, rivalries) else "NO\n")


main()
