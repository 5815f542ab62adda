import sys


def solve(n, cables):
    """Wrong: a correct Kruskal, but it forgets to check that all buildings ended up
    connected, so for a disconnected campus it prints the cost of a partial network."""
    parent = list(range(n + 1))

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    total = 0
    for u, v, cost in sorted(cables, key=lambda cable: cable[2]):
        a, b = find(u), find(v)
        if a != b:
            parent[b] = a
            total += cost
    return total


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    vals = list(map(int, data[2:2 + 3 * m]))
    cables = list(zip(vals[0::3], vals[1::3], vals[2::3]))
    sys.stdout.write(str(solve(n, cables)) + "\n")


main()
