import sys
from collections import deque


def solve(n, s, roads):
    """Wrong: breadth-first search finds the route with the fewest roads and adds up
    its tolls, but the route with the fewest roads is not always the cheapest one."""
    adj = [[] for _ in range(n + 1)]
    for u, v, w in roads:
        adj[u].append((v, w))
    dist = [-1] * (n + 1)
    dist[s] = 0
    queue = deque([s])
    while queue:
        u = queue.popleft()
        for v, w in adj[u]:
            if dist[v] == -1:
                dist[v] = dist[u] + w
                queue.append(v)
    return dist[1:]


def main():
    data = sys.stdin.buffer.read().split()
    n, m, s = int(data[0]), int(data[1]), int(data[2])
    vals = list(map(int, data[3:3 + 3 * m]))
    roads = [(vals[3 * i], vals[3 * i + 1], vals[3 * i + 2]) for i in range(m)]
    sys.stdout.write(" ".join(map(str, solve(n, s, roads))) + "\n")


main()
