import sys


def solve(a):
    """Correct, but O(n^2): best[i] = length of the longest strictly increasing
    subsequence ending at position i, found by looking at every earlier position."""
    best = [1] * len(a)
    for i in range(len(a)):
        for j in range(i):
            if a[j] < a[i] and best[j] + 1 > best[i]:
                best[i] = best[j] + 1
    return max(best)


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = list(map(int, data[1:1 + n]))
    sys.stdout.write(str(solve(a)) + "\n")


if __name__ == "__main__":
    main()
