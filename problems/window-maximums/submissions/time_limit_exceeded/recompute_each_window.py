import sys


def solve(a, k):
    """Return the maximum of every window a[i..i+k-1], for i = 0 .. n-k."""
    # Recompute every window from scratch: O(n*k).
    return [max(a[i:i + k]) for i in range(len(a) - k + 1)]


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    a = [int(x) for x in data[2:2 + n]]
    answer = solve(a, k)
    sys.stdout.write(' '.join(map(str, answer)) + '\n')


main()
