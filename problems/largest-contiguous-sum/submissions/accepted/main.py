import sys


def solve(a):
    """Return the largest sum of a non-empty contiguous block of a."""
    # Kadane: ending_here = best sum of a block that ends at the current element.
    best = ending_here = a[0]
    for x in a[1:]:
        ending_here = x if ending_here < 0 else ending_here + x
        if ending_here > best:
            best = ending_here
    return best


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = [int(x) for x in data[1:1 + n]]
    sys.stdout.write(str(solve(a)) + '\n')


main()
