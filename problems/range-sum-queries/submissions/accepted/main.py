import sys


def solve(a, queries):
    """a is the array (a[0] is position 1); queries is a list of (l, r), 1-based and inclusive.
    Return a list with one sum per query, in the same order."""
    # prefix[i] = a[0] + ... + a[i-1], so the sum of positions l..r is prefix[r] - prefix[l-1].
    prefix = [0] * (len(a) + 1)
    for i, x in enumerate(a):
        prefix[i + 1] = prefix[i] + x
    return [prefix[r] - prefix[l - 1] for l, r in queries]


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    a = [int(x) for x in data[2:2 + n]]
    rest = data[2 + n:2 + n + 2 * q]
    queries = [(int(rest[2 * i]), int(rest[2 * i + 1])) for i in range(q)]
    answers = solve(a, queries)
    sys.stdout.write('\n'.join(map(str, answers)) + '\n')


main()
