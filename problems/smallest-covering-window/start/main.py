import sys


def solve(s, t):
    """Return the length of the shortest substring of s that contains every
    character of t (with multiplicity), or -1 if there is none."""
    # TODO: write your solution here
    return 0


def main():
    s = sys.stdin.readline().strip()
    t = sys.stdin.readline().strip()
    sys.stdout.write(str(solve(s, t)) + "\n")


main()
