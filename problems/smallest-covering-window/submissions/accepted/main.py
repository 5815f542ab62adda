import sys


def solve(s, t):
    """Return the length of the shortest substring of s that contains every
    character of t (with multiplicity), or -1 if there is none.
    Sliding window: need[c] is how many more copies of c the window [l, r]
    still lacks (negative when it has spare copies); missing is the sum of
    the positive parts of need."""
    a = [ord(c) for c in s]
    need = [0] * 128
    for c in t:
        need[ord(c)] += 1
    missing = len(t)
    best = len(s) + 1
    l = 0
    for r, c in enumerate(a):
        if need[c] > 0:
            missing -= 1
        need[c] -= 1
        while missing == 0:  # [l, r] covers t: try to shrink it from the left
            if r - l + 1 < best:
                best = r - l + 1
            d = a[l]
            need[d] += 1
            if need[d] > 0:
                missing += 1
            l += 1
    return -1 if best > len(s) else best


def main():
    s = sys.stdin.readline().strip()
    t = sys.stdin.readline().strip()
    sys.stdout.write(str(solve(s, t)) + "\n")


main()
