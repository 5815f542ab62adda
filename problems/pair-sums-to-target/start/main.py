import sys


def solve(a, t):
    """Return the number of pairs i < j with a[i] + a[j] == t."""
    # TODO: count the pairs
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    n, t = int(data[0]), int(data[1])
    a = [int(x) for x in data[2:2 + n]]
    sys.stdout.write(str(solve(a, t)) + '\n')


main()
