import sys


def solve(n, friendships):
    """Too slow: keeps an explicit circle label per student and, on each merge,
    relabels every student in the whole school (O(n * m))."""
    label = list(range(n + 1))
    circles = n
    for u, v in friendships:
        a, b = label[u], label[v]
        if a == b:
            continue
        for i in range(1, n + 1):
            if label[i] == b:
                label[i] = a
        circles -= 1
    return circles


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    friendships = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(m)]
    sys.stdout.write(str(solve(n, friendships)) + "\n")


main()
