import sys
from heapq import heappush, heappop


def solve(n, s, roads):
    """roads is a list of (u, v, w): a one-way road from town u to town v with toll w.

    Return a list of n numbers: element i-1 is the cheapest toll from town s to town i,
    or -1 if town i cannot be reached.
    """
    adj = [[] for _ in range(n + 1)]  # adj[u] = [(v, w), ...]
    for u, v, w in roads:
        adj[u].append((v, w))

    # Dijkstra's algorithm with a heap of (distance, town).
    INF = float("inf")
    dist = [INF] * (n + 1)
    dist[s] = 0
    heap = [(0, s)]
    while heap:
        d, u = heappop(heap)
        if d != dist[u]:
            continue  # an outdated entry: u was already settled cheaper
        for v, w in adj[u]:
            nd = d + w
            if nd < dist[v]:
                dist[v] = nd
                heappush(heap, (nd, v))

    return [-1 if x == INF else x for x in dist[1:]]


def main():
    data = sys.stdin.buffer.read().split()
    n, m, s = int(data[0]), int(data[1]), int(data[2])
    vals = list(map(int, data[3:3 + 3 * m]))
    roads = [(vals[3 * i], vals[3 * i + 1], vals[3 * i + 2]) for i in range(m)]
    sys.stdout.write(" ".join(map(str, solve(n, s, roads))) + "\n")


main()
