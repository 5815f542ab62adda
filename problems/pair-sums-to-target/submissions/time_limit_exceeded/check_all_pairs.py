import sys


def solve(a, t):
    """Return the number of pairs i < j with a[i] + a[j] == t."""
    # Check every pair: O(n^2).
    n = len(a)
    pairs = 0
    for i in range(n):
        need = t - a[i]
        for j in range(i + 1, n):
            if a[j] == need:
                pairs += 1
    return pairs


def main():
    data = sys.stdin.buffer.read().split()
    n, t = int(data[0]), int(data[1])
    a = [int(x) for x in data[2:2 + n]]
    sys.stdout.write(str(solve(a, t)) + '\n')


main()
