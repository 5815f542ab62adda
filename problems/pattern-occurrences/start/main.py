import sys


def solve(s, p):
    """Return all 1-based positions where p occurs in s, in increasing order."""
    # TODO: write your solution here
    return []


def main():
    s = sys.stdin.readline().strip()
    p = sys.stdin.readline().strip()
    pos = solve(s, p)
    sys.stdout.write(str(len(pos)) + "\n" + " ".join(map(str, pos)) + "\n")


main()
