import sys


def solve(words):
    """Return (number of anagram families, size of the largest family).
    Two words are anagrams exactly when their sorted letters are equal,
    so the sorted word is used as the key of the family."""
    family = {}
    for w in words:
        key = "".join(sorted(w))
        family[key] = family.get(key, 0) + 1
    return len(family), max(family.values())


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    words = [w.decode() for w in data[1:n + 1]]
    families, largest = solve(words)
    sys.stdout.write("%d %d\n" % (families, largest))


main()
