import sys


def solve(a):
    """Return the number of pairs i < j with a[i] > a[j]."""
    # Check every pair: O(n^2).
    n = len(a)
    count = 0
    for i in range(n):
        ai = a[i]
        for j in range(i + 1, n):
            if ai > a[j]:
                count += 1
    return count


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = [int(x) for x in data[1:1 + n]]
    sys.stdout.write(str(solve(a)) + '\n')


main()
