import sys

MOD = 1_000_000_007


def solve(ns):
    """For every n in ns, return the number of ways to climb n steps
    (strides of 1, 2 or 3), modulo MOD. Answers in the same order as ns."""
    max_n = max(ns)
    # ways[i] = number of ways to reach step i; the last stride is 1, 2 or 3.
    ways = [1, 1, 2]
    a, b, c = ways
    for _ in range(3, max_n + 1):
        a, b, c = b, c, (a + b + c) % MOD
        ways.append(c)
    return [ways[n] for n in ns]


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    ns = list(map(int, data[1:1 + q]))
    answers = solve(ns)
    sys.stdout.write("\n".join(map(str, answers)) + "\n")


if __name__ == "__main__":
    main()
