import sys

MOD = 1_000_000_007


def solve(ns):
    """For every n in ns, return the number of ways to climb n steps
    (strides of 1, 2 or 3), modulo MOD. Answers in the same order as ns."""
    # TODO: write your solution here
    return [0] * len(ns)


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    ns = list(map(int, data[1:1 + q]))
    answers = solve(ns)
    sys.stdout.write("\n".join(map(str, answers)) + "\n")


if __name__ == "__main__":
    main()
