import sys


def solve(a, t):
    """Return the number of pairs i < j with a[i] + a[j] == t."""
    # Walk left to right; seen[v] = how many earlier elements equal v.
    # Element x pairs with every earlier element equal to t - x.
    seen = {}
    pairs = 0
    for x in a:
        pairs += seen.get(t - x, 0)
        seen[x] = seen.get(x, 0) + 1
    return pairs


def main():
    data = sys.stdin.buffer.read().split()
    n, t = int(data[0]), int(data[1])
    a = [int(x) for x in data[2:2 + n]]
    sys.stdout.write(str(solve(a, t)) + '\n')


main()
