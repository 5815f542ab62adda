import sys


def solve(a, b):
    """Bug: matches every letter of a with its next occurrence in b, greedily.
    An early match can jump far ahead in b and block better matches later."""
    length = 0
    pos = 0  # first unused index of b
    for ch in a:
        k = b.find(ch, pos)
        if k != -1:
            length += 1
            pos = k + 1
    return length


def main():
    a, b = sys.stdin.read().split()[:2]
    sys.stdout.write(str(solve(a, b)) + "\n")


if __name__ == "__main__":
    main()
