import sys


def solve(a):
    """Return the maximum sum of elements of a with no two adjacent elements chosen."""
    # TODO: write your solution here
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = list(map(int, data[1:1 + n]))
    sys.stdout.write(str(solve(a)) + "\n")


if __name__ == "__main__":
    main()
