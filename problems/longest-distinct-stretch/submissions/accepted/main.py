import sys


def solve(s):
    """Return the length of the longest substring of s with all characters different.
    Sliding window: `left` is the first index of the current window, and
    last[c] is the latest index where character c was seen."""
    last = {}
    best = 0
    left = 0
    for i, c in enumerate(s):
        j = last.get(c, -1)
        if j >= left:
            left = j + 1
        last[c] = i
        if i - left + 1 > best:
            best = i - left + 1
    return best


def main():
    s = sys.stdin.readline().strip()
    sys.stdout.write(str(solve(s)) + "\n")


main()
