import sys


def solve(n, links):
    """Crashes: a correct low-link search written recursively. On a long chain of servers the
    recursion goes far deeper than Python's default limit of 1000 and raises RecursionError."""
    adj = [[] for _ in range(n + 1)]
    for i, (u, v) in enumerate(links):
        adj[u].append((v, i))
        adj[v].append((u, i))
    tin = [0] * (n + 1)
    low = [0] * (n + 1)
    timer = 0
    bridges = 0

    def dfs(u, arrived_by):
        nonlocal timer, bridges
        timer += 1
        tin[u] = low[u] = timer
        for v, i in adj[u]:
            if i == arrived_by:
                continue
            if tin[v]:
                low[u] = min(low[u], tin[v])
            else:
                dfs(v, i)
                low[u] = min(low[u], low[v])
                if low[v] > tin[u]:
                    bridges += 1

    for root in range(1, n + 1):
        if not tin[root]:
            dfs(root, -1)
    return bridges


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    vals = list(map(int, data[2:2 + 2 * m]))
    links = list(zip(vals[0::2], vals[1::2]))
    sys.stdout.write(str(solve(n, links)) + "\n")


main()
