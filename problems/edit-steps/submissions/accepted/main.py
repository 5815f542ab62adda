import sys


def solve(a, b):
    """Return the minimum number of single-letter insertions, deletions and
    replacements that turn a into b."""
    # prev[j] = distance between the letters of a handled so far and b[:j].
    prev = list(range(len(b) + 1))
    for i, ch in enumerate(a, 1):
        cur = [i]  # turning a[:i] into the empty string takes i deletions
        left = i   # cur[j], the value just computed
        # diag = prev[j], up = prev[j + 1] while computing cur[j + 1]
        for bj, diag, up in zip(b, prev, prev[1:]):
            if ch == bj:
                left = diag  # equal letters cost nothing (never worse than the others)
            else:
                # replace (diag), delete a letter of a (up), insert a letter of b (left)
                if up < left:
                    left = up
                if diag < left:
                    left = diag
                left += 1
            cur.append(left)
        prev = cur
    return prev[-1]


def main():
    a, b = sys.stdin.read().split()[:2]
    sys.stdout.write(str(solve(a, b)) + "\n")


if __name__ == "__main__":
    main()
