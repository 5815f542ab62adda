import sys


def solve(a, b):
    """Return the minimum number of single-letter insertions, deletions and
    replacements that turn a into b."""
    # TODO: write your solution here
    return 0


def main():
    a, b = sys.stdin.read().split()[:2]
    sys.stdout.write(str(solve(a, b)) + "\n")


if __name__ == "__main__":
    main()
