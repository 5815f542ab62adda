import sys


def solve(words):
    """Return (number of anagram families, size of the largest family)."""
    # TODO: write your solution here
    return 0, 0


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    words = [w.decode() for w in data[1:n + 1]]
    families, largest = solve(words)
    sys.stdout.write("%d %d\n" % (families, largest))


main()
