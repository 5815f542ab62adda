import sys


def solve(h):
    """Return the total amount of water held above the columns h[0..n-1]."""
    # Water level above column i is min(tallest in h[0..i], tallest in h[i..n-1]).
    n = len(h)
    right_max = [0] * n
    best = 0
    for i in range(n - 1, -1, -1):
        if h[i] > best:
            best = h[i]
        right_max[i] = best
    water = 0
    left_max = 0
    for height, rmax in zip(h, right_max):
        if height > left_max:
            left_max = height
        water += (left_max if left_max < rmax else rmax) - height
    return water


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    h = [int(x) for x in data[1:1 + n]]
    sys.stdout.write(str(solve(h)) + '\n')


main()
