import sys
from collections import Counter


def solve(words, k):
    # Bug: Counter.most_common breaks ties by first appearance in the input,
    # not alphabetically.
    return [w for w, _ in Counter(words).most_common(k)]


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    words = [w.decode() for w in data[2:2 + n]]
    sys.stdout.write("\n".join(solve(words, k)) + "\n")


main()
