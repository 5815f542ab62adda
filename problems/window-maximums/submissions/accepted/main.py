import sys
from collections import deque


def solve(a, k):
    """Return the maximum of every window a[i..i+k-1], for i = 0 .. n-k."""
    answer = []
    # The deque holds indices of the current window whose values strictly decrease from
    # front to back; the front is always the window maximum.
    candidates = deque()
    for i, x in enumerate(a):
        while candidates and a[candidates[-1]] <= x:
            candidates.pop()
        candidates.append(i)
        if candidates[0] <= i - k:  # it left the window
            candidates.popleft()
        if i >= k - 1:
            answer.append(a[candidates[0]])
    return answer


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    a = [int(x) for x in data[2:2 + n]]
    answer = solve(a, k)
    sys.stdout.write(' '.join(map(str, answer)) + '\n')


main()
