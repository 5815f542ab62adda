import sys
from heapq import heapify, heappush, heappop


def solve(n, rules):
    """rules is a list of pairs (a, b): course a must be completed before course b.

    Return the lexicographically smallest valid order of courses 1..n as a list,
    or None if no valid order exists.
    """
    unlocks = [[] for _ in range(n + 1)]
    missing = [0] * (n + 1)  # prerequisites not yet taken
    for a, b in rules:
        unlocks[a].append(b)
        missing[b] += 1

    # Kahn's algorithm, always taking the smallest course that is available right now.
    available = [c for c in range(1, n + 1) if missing[c] == 0]
    heapify(available)
    order = []
    while available:
        c = heappop(available)
        order.append(c)
        for nxt in unlocks[c]:
            missing[nxt] -= 1
            if missing[nxt] == 0:
                heappush(available, nxt)
    if len(order) < n:
        return None  # the remaining courses wait on each other in a cycle
    return order


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    vals = list(map(int, data[2:2 + 2 * m]))
    rules = list(zip(vals[0::2], vals[1::2]))
    order = solve(n, rules)
    sys.stdout.write(("IMPOSSIBLE" if order is None else " ".join(map(str, order))) + "\n")


main()
