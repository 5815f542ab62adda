import sys


def solve(x, coins):
    """Return the minimum number of coins (each value in coins usable any
    number of times) with total value exactly x, or -1 if that is impossible."""
    inf = x + 1  # more coins than any real answer can need
    # best[s] = fewest coins with total exactly s (inf if s cannot be paid).
    best = [0] + [inf] * x
    for c in set(coins):
        # Increasing s: best[s - c] may already use coin c, which is allowed.
        for s in range(c, x + 1):
            candidate = best[s - c] + 1
            if candidate < best[s]:
                best[s] = candidate
    return -1 if best[x] == inf else best[x]


def main():
    data = sys.stdin.buffer.read().split()
    n, x = int(data[0]), int(data[1])
    coins = list(map(int, data[2:2 + n]))
    sys.stdout.write(str(solve(x, coins)) + "\n")


if __name__ == "__main__":
    main()
