import sys


def solve(capacity, weights, values):
    """Bug: the capacities are scanned upwards, so best[c - w] may already
    contain the current item and an item can be packed many times."""
    best = [0] * (capacity + 1)
    for w, v in zip(weights, values):
        for c in range(w, capacity + 1):
            if best[c - w] + v > best[c]:
                best[c] = best[c - w] + v
    return best[capacity]


def main():
    data = sys.stdin.buffer.read().split()
    n, capacity = int(data[0]), int(data[1])
    weights = list(map(int, data[2:2 + 2 * n:2]))
    values = list(map(int, data[3:3 + 2 * n:2]))
    sys.stdout.write(str(solve(capacity, weights, values)) + "\n")


if __name__ == "__main__":
    main()
