import sys


def solve(a, queries):
    """a is the array (a[0] is position 1); queries is a list of (l, r), 1-based and inclusive.
    Return a list with one sum per query, in the same order."""
    # TODO: compute a[l] + ... + a[r] for every query
    return [0] * len(queries)


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    a = [int(x) for x in data[2:2 + n]]
    rest = data[2 + n:2 + n + 2 * q]
    queries = [(int(rest[2 * i]), int(rest[2 * i + 1])) for i in range(q)]
    answers = solve(a, queries)
    sys.stdout.write('\n'.join(map(str, answers)) + '\n')


main()
