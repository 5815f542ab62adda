import sys


def solve(words, k):
    """Return the k most frequent words: higher frequency first, ties alphabetically."""
    freq = {}
    for w in words:
        freq[w] = freq.get(w, 0) + 1
    order = sorted(freq, key=lambda w: (-freq[w], w))
    return order[:k]


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    words = [w.decode() for w in data[2:2 + n]]
    sys.stdout.write("\n".join(solve(words, k)) + "\n")


main()
