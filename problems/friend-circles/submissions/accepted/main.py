import sys


def solve(n, friendships):
    """Return the number of friend circles among students 1..n.

    friendships is a list of pairs (u, v): students u and v are friends.
    """
    parent = list(range(n + 1))
    size = [1] * (n + 1)

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]  # path halving
            x = parent[x]
        return x

    circles = n  # every student starts in a circle of their own
    for u, v in friendships:
        a, b = find(u), find(v)
        if a == b:
            continue
        if size[a] < size[b]:
            a, b = b, a
        parent[b] = a
        size[a] += size[b]
        circles -= 1  # two circles merged into one
    return circles


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    friendships = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(m)]
    sys.stdout.write(str(solve(n, friendships)) + "\n")


main()
