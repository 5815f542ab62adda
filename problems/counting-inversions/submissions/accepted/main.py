import sys
from bisect import bisect_right
from functools import partial


def solve(a):
    """Return the number of pairs i < j with a[i] > a[j]."""
    inversions = 0
    # Step 1: cut the array into blocks of 256 and sort each block by insertion. When x is
    # inserted, the earlier elements of its block that are strictly greater than x are the
    # ones after bisect_right(block, x).
    block_size = 256
    runs = []
    for start in range(0, len(a), block_size):
        block = []
        for x in a[start:start + block_size]:
            p = bisect_right(block, x)
            inversions += len(block) - p
            block.insert(p, x)
        runs.append(block)
    # Step 2: merge neighbouring sorted runs (bottom-up merge sort). Every x in the right
    # run is smaller than the left elements after bisect_right(left, x).
    while len(runs) > 1:
        merged = []
        for i in range(0, len(runs) - 1, 2):
            left, right = runs[i], runs[i + 1]
            not_larger = sum(map(partial(bisect_right, left), right))
            inversions += len(left) * len(right) - not_larger
            # sorted() spots the two sorted runs and merges them in linear time.
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
