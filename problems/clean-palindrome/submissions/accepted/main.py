import sys


def solve(line):
    """Return True if `line` is a clean palindrome: keep only letters and digits,
    ignore letter case, and check that the result reads the same both ways."""
    # str.isalnum() also accepts non-ASCII letters, but the input is plain ASCII.
    cleaned = [c for c in line.lower() if c.isalnum()]
    return cleaned == cleaned[::-1]


def main():
    line = sys.stdin.readline().rstrip("\r\n")
    sys.stdout.write("YES\n" if solve(line) else "NO\n")


main()
