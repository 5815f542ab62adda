import sys


def solve(a, k):
    """Return the maximum of every window a[i..i+k-1], for i = 0 .. n-k."""
    answer = [0] * (len(a) - k + 1)
    # TODO: fill answer[i] with the maximum of a[i..i+k-1]
    return answer


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    a = [int(x) for x in data[2:2 + n]]
    answer = solve(a, k)
    sys.stdout.write(' '.join(map(str, answer)) + '\n')


main()
