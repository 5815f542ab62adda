import sys

MATCH = {")": "(", "]": "[", "}": "{"}


def solve(s):
    """Return True if the bracket string s is balanced.
    Keep the open brackets on a stack; a closing bracket must match the top."""
    stack = []
    for c in s:
        if c in "([{":
            stack.append(c)
        elif not stack or stack.pop() != MATCH[c]:
            return False
    return not stack


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    out = []
    for i in range(1, t + 1):
        out.append("YES" if solve(data[i].decode()) else "NO")
    sys.stdout.write("\n".join(out) + "\n")


main()
