import sys


def solve(s):
    """Return True if the bracket string s is balanced."""
    # TODO: write your solution here
    return False


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    out = []
    for i in range(1, t + 1):
        out.append("YES" if solve(data[i].decode()) else "NO")
    sys.stdout.write("\n".join(out) + "\n")


main()
