import sys


def solve(s, p):
    """Correct but slow: try every start position and compare character by
    character. O(|s| * |p|) when the text and the pattern are long and repetitive."""
    n, m = len(s), len(p)
    res = []
    for i in range(n - m + 1):
        j = 0
        while j < m and s[i + j] == p[j]:
            j += 1
        if j == m:
            res.append(i + 1)
    return res


def main():
    s = sys.stdin.readline().strip()
    p = sys.stdin.readline().strip()
    pos = solve(s, p)
    sys.stdout.write(str(len(pos)) + "\n" + " ".join(map(str, pos)) + "\n")


main()
