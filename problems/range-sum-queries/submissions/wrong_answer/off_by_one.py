import sys


def solve(a, queries):
    # Bug: prefix[r] - prefix[l] drops a[l] from every range.
    prefix = [0] * (len(a) + 1)
    for i, x in enumerate(a):
        prefix[i + 1] = prefix[i] + x
    return [prefix[r] - prefix[l] for l, r in queries]


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    a = [int(x) for x in data[2:2 + n]]
    rest = data[2 + n:2 + n + 2 * q]
    queries = [(int(rest[2 * i]), int(rest[2 * i + 1])) for i in range(q)]
    answers = solve(a, queries)
    sys.stdout.write('\n'.join(map(str, answers)) + '\n')


main()
