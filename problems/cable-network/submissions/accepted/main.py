import sys


def solve(n, cables):
    """cables is a list of (u, v, cost): a possible cable between buildings u and v.

    Return the minimum total cost of cables that connect buildings 1..n, or -1 if impossible.
    """
    parent = list(range(n + 1))
    size = [1] * (n + 1)

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]  # path halving
            x = parent[x]
        return x

    # Kruskal's algorithm: try the cables from cheapest to most expensive and keep a cable
    # whenever it joins two parts of the network that are not connected yet.
    total = 0
    used = 0
    for u, v, cost in sorted(cables, key=lambda cable: cable[2]):
        if used == n - 1:
            break
        a, b = find(u), find(v)
        if a == b:
            continue
        if size[a] < size[b]:
            a, b = b, a
        parent[b] = a
        size[a] += size[b]
        total += cost
        used += 1
    return total if used == n - 1 else -1


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    vals = list(map(int, data[2:2 + 3 * m]))
    cables = list(zip(vals[0::3], vals[1::3], vals[2::3]))
    sys.stdout.write(str(solve(n, cables)) + "\n")


main()
