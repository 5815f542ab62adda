import sys


def solve(capacity, weights, values):
    """Item i has weight weights[i] and value values[i]. Return the largest total
    value of a set of items (each used at most once) with total weight <= capacity."""
    # TODO: write your solution here
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    n, capacity = int(data[0]), int(data[1])
    weights = list(map(int, data[2:2 + 2 * n:2]))
    values = list(map(int, data[3:3 + 2 * n:2]))
    sys.stdout.write(str(solve(capacity, weights, values)) + "\n")


if __name__ == "__main__":
    main()
