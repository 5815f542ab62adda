import sys
from bisect import bisect_left


def solve(a):
    """Return the length of the longest strictly increasing subsequence of a."""
    # tails[k] = smallest possible last value of a strictly increasing
    # subsequence of length k + 1 among the values seen so far.
    # tails is strictly increasing, so we can binary search in it.
    tails = []
    for x in a:
        # First tail >= x (bisect_left, so an equal value never extends).
        pos = bisect_left(tails, x)
        if pos == len(tails):
            tails.append(x)
        else:
            tails[pos] = x
    return len(tails)


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = list(map(int, data[1:1 + n]))
    sys.stdout.write(str(solve(a)) + "\n")


if __name__ == "__main__":
    main()
