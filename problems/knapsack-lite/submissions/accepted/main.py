import sys


def solve(capacity, weights, values):
    """Item i has weight weights[i] and value values[i]. Return the largest total
    value of a set of items (each used at most once) with total weight <= capacity."""
    # best[c] = largest value of the items seen so far with total weight <= c.
    best = [0] * (capacity + 1)
    for w, v in zip(weights, values):
        if w > capacity:
            continue
        # New best[c] for c >= w is max(best[c], best[c - w] + v). The whole new
        # tail is built from the old row before it is stored, so every item is
        # used at most once.
        best[w:] = [old if old >= prev + v else prev + v
                    for old, prev in zip(best[w:], best)]
    return best[capacity]


def main():
    data = sys.stdin.buffer.read().split()
    n, capacity = int(data[0]), int(data[1])
    weights = list(map(int, data[2:2 + 2 * n:2]))
    values = list(map(int, data[3:3 + 2 * n:2]))
    sys.stdout.write(str(solve(capacity, weights, values)) + "\n")


if __name__ == "__main__":
    main()
