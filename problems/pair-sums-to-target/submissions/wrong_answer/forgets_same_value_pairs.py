import sys


def solve(a, t):
    """Return the number of pairs i < j with a[i] + a[j] == t."""
    # Bug: counts freq[x] * freq[t - x] for every value and halves it, but when x == t - x
    # that also pairs every element with itself and counts ordered pairs.
    freq = {}
    for x in a:
        freq[x] = freq.get(x, 0) + 1
    total = 0
    for x, c in freq.items():
        total += c * freq.get(t - x, 0)
    return total // 2


def main():
    data = sys.stdin.buffer.read().split()
    n, t = int(data[0]), int(data[1])
    a = [int(x) for x in data[2:2 + n]]
    sys.stdout.write(str(solve(a, t)) + '\n')


main()
