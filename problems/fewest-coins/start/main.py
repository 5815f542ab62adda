import sys


def solve(x, coins):
    """Return the minimum number of coins (each value in coins usable any
    number of times) with total value exactly x, or -1 if that is impossible."""
    # TODO: write your solution here
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    n, x = int(data[0]), int(data[1])
    coins = list(map(int, data[2:2 + n]))
    sys.stdout.write(str(solve(x, coins)) + "\n")


if __name__ == "__main__":
    main()
