import sys


def solve(s, p):
    """Return all 1-based positions where p occurs in s, in increasing order.
    Knuth-Morris-Pratt: pi[i] is the length of the longest proper prefix of
    p[0..i] that is also a suffix of it. Runs in O(|s| + |p|)."""
    n, m = len(s), len(p)
    res = []
    if m > n:
        return res
    pi = [0] * m
    k = 0
    for i in range(1, m):
        c = p[i]
        while k and p[k] != c:
            k = pi[k - 1]
        if p[k] == c:
            k += 1
        pi[i] = k
    k = 0
    for i, c in enumerate(s):
        while k and p[k] != c:
            k = pi[k - 1]
        if p[k] == c:
            k += 1
            if k == m:
                res.append(i - m + 2)  # match ends at i (0-based), starts at i-m+1
                k = pi[k - 1]
    return res


def main():
    s = sys.stdin.readline().strip()
    p = sys.stdin.readline().strip()
    pos = solve(s, p)
    sys.stdout.write(str(len(pos)) + "\n" + " ".join(map(str, pos)) + "\n")


main()
