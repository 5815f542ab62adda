import sys


def solve(s):
    """Return the run-length encoding of s: each run of equal letters becomes the
    letter followed by the run length (the length is left out when it is 1)."""
    # TODO: write your solution here
    return ""


def main():
    s = sys.stdin.readline().strip()
    sys.stdout.write(solve(s) + "\n")


main()
