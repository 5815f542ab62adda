import sys


def solve(a, b):
    """Return the length of the longest common subsequence of a and b."""
    # prev[j] = LCS of the letters of a handled so far and b[:j].
    prev = [0] * (len(b) + 1)
    for ch in a:
        cur = [0]
        left = 0  # cur[j], the value just computed
        # diag = prev[j], up = prev[j + 1] while computing cur[j + 1]
        for bj, diag, up in zip(b, prev, prev[1:]):
            if ch == bj:
                left = diag + 1
            elif up > left:
                left = up
            cur.append(left)
        prev = cur
    return prev[-1]


def main():
    a, b = sys.stdin.read().split()[:2]
    sys.stdout.write(str(solve(a, b)) + "\n")


if __name__ == "__main__":
    main()
