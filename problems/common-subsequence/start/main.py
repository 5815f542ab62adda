import sys


def solve(a, b):
    """Return the length of the longest common subsequence of a and b."""
    # TODO: write your solution here
    return 0


def main():
    a, b = sys.stdin.read().split()[:2]
    sys.stdout.write(str(solve(a, b)) + "\n")


if __name__ == "__main__":
    main()
