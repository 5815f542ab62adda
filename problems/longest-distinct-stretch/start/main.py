import sys


def solve(s):
    """Return the length of the longest substring of s with all characters different."""
    # TODO: write your solution here
    return 0


def main():
    s = sys.stdin.readline().strip()
    sys.stdout.write(str(solve(s)) + "\n")


main()
