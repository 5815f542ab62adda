import sys


def solve(n, s, roads):
    """Too slow: Bellman-Ford relaxes every road in rounds until nothing changes.
    Correct, but up to n rounds of m roads each, O(n * m), when the roads are listed
    in an unlucky order."""
    INF = float("inf")
    dist = [INF] * (n + 1)
    dist[s] = 0
    for _ in range(n):
        changed = False
        for u, v, w in roads:
            if dist[u] + w < dist[v]:
                dist[v] = dist[u] + w
                changed = True
        if not changed:
            break
    return [-1 if x == INF else x for x in dist[1:]]


def main():
    data = sys.stdin.buffer.read().split()
    n, m, s = int(data[0]), int(data[1]), int(data[2])
    vals = list(map(int, data[3:3 + 3 * m]))
    roads = [(vals[3 * i], vals[3 * i + 1], vals[3 * i + 2]) for i in range(m)]
    sys.stdout.write(" ".join(map(str, solve(n, s, roads))) + "\n")


main()
