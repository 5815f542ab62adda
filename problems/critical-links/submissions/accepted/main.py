import sys


def solve(n, links):
    """links is a list of pairs (u, v): a link between servers u and v.

    Return the number of critical links (bridges).
    """
    adj = [[] for _ in range(n + 1)]
    for u, v in links:
        adj[u].append(v)
        adj[v].append(u)

    # 1. Depth-first search with an explicit stack (a recursive one could go 5 · 10^4 calls deep).
    #    A server is numbered (tin) when it is popped for the first time; parent[u] is the server
    #    whose push was popped. This gives a real DFS tree: every link joins a server to one of
    #    its ancestors or descendants. order lists the servers in discovery order.
    tin = [0] * (n + 1)
    parent = [0] * (n + 1)  # 0 for the root of each tree
    order = []
    timer = 0
    for root in range(1, n + 1):
        if tin[root]:
            continue
        stack = [root]
        pushed_by = [0]
        while stack:
            u = stack.pop()
            p = pushed_by.pop()
            if tin[u]:
                continue
            timer += 1
            tin[u] = timer
            parent[u] = p
            order.append(u)
            stack.extend(adj[u])
            pushed_by.extend([u] * len(adj[u]))

    # 2. Children before parents (reverse discovery order), compute low[u]: the earliest
    #    discovery time reachable from u's subtree using at most one link that is not a
    #    tree link. Links from u itself lead to ancestors (tin <= tin[p]) or to descendants
    #    (tin > tin[u], never useful); if the smallest neighbour is the parent p, it only
    #    counts when a second, parallel link to p exists. The tree link p-u is critical
    #    exactly when nothing in u's subtree reaches p or above: low[u] > tin[p].
    low = tin[:]
    get_tin = tin.__getitem__
    bridges = 0
    for u in reversed(order):
        p = parent[u]
        if p == 0:
            continue
        neighbours = adj[u]
        lu = low[u]  # already lowered by u's children
        smallest = min(map(get_tin, neighbours))
        if smallest < lu and (smallest < tin[p] or neighbours.count(p) > 1):
            lu = smallest
        if lu > tin[p]:
            bridges += 1
        elif lu < low[p]:
            low[p] = lu
    return bridges


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    vals = list(map(int, data[2:2 + 2 * m]))
    links = list(zip(vals[0::2], vals[1::2]))
    sys.stdout.write(str(solve(n, links)) + "\n")


main()
