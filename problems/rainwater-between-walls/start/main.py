import sys


def solve(h):
    """Return the total amount of water held above the columns h[0..n-1]."""
    # TODO: add up min(tallest on the left, tallest on the right) - h[i] over all columns
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    h = [int(x) for x in data[1:1 + n]]
    sys.stdout.write(str(solve(h)) + '\n')


main()
