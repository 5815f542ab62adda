import sys


def solve(s):
    """Return the run-length encoding of s: each run of equal letters becomes the
    letter followed by the run length (the length is left out when it is 1)."""
    parts = []
    n = len(s)
    i = 0
    while i < n:
        j = i
        c = s[i]
        while j < n and s[j] == c:
            j += 1
        parts.append(c if j - i == 1 else c + str(j - i))
        i = j
    return "".join(parts)


def main():
    s = sys.stdin.readline().strip()
    sys.stdout.write(solve(s) + "\n")


main()
