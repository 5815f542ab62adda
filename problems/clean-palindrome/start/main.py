import sys


def solve(line):
    """Return True if `line` is a clean palindrome: keep only letters and digits,
    ignore letter case, and check that the result reads the same both ways."""
    # TODO: write your solution here
    return False


def main():
    line = sys.stdin.readline().rstrip("\r\n")
    sys.stdout.write("YES\n" if solve(line) else "NO\n")


main()
