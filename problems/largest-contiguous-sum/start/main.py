import sys


def solve(a):
    """Return the largest sum of a non-empty contiguous block of a."""
    # TODO: find the largest sum of a non-empty contiguous block
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = [int(x) for x in data[1:1 + n]]
    sys.stdout.write(str(solve(a)) + '\n')


main()
