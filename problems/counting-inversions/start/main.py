import sys


def solve(a):
    """Return the number of pairs i < j with a[i] > a[j]."""
    # TODO: count the inversions
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = [int(x) for x in data[1:1 + n]]
    sys.stdout.write(str(solve(a)) + '\n')


main()
