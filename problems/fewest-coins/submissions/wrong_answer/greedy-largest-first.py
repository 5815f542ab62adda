import sys


def solve(x, coins):
    """Bug: always takes as many of the largest coin as possible.
    This is optimal for some coin systems (like 1, 2, 5, 10) but not in general,
    and it can even miss that x is payable at all."""
    count = 0
    for c in sorted(set(coins), reverse=True):
        count += x // c
        x %= c
    return count if x == 0 else -1


def main():
    data = sys.stdin.buffer.read().split()
    n, x = int(data[0]), int(data[1])
    coins = list(map(int, data[2:2 + n]))
    sys.stdout.write(str(solve(x, coins)) + "\n")


if __name__ == "__main__":
    main()
