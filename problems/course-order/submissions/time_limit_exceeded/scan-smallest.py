import sys


def solve(n, rules):
    """Too slow: before every pick, scans all courses from 1 upwards for the smallest one
    that is not taken and has no missing prerequisites. Correct, but O(n^2)."""
    unlocks = [[] for _ in range(n + 1)]
    missing = [0] * (n + 1)
    for a, b in rules:
        unlocks[a].append(b)
        missing[b] += 1
    taken = [False] * (n + 1)
    order = []
    for _ in range(n):
        pick = 0
        for c in range(1, n + 1):
            if not taken[c] and missing[c] == 0:
                pick = c
                break
        if pick == 0:
            return None
        taken[pick] = True
        order.append(pick)
        for nxt in unlocks[pick]:
            missing[nxt] -= 1
    return order


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    vals = list(map(int, data[2:2 + 2 * m]))
    rules = list(zip(vals[0::2], vals[1::2]))
    order = solve(n, rules)
    sys.stdout.write(("IMPOSSIBLE" if order is None else " ".join(map(str, order))) + "\n")


main()
