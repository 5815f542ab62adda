import sys


def solve(n, rivalries):
    """rivalries is a list of pairs (u, v): players u and v must be on different teams.

    Return True if players 1..n can be split into two such teams, else False.
    """
    adj = [[] for _ in range(n + 1)]
    for u, v in rivalries:
        adj[u].append(v)
        adj[v].append(u)
    team = [-1] * (n + 1)  # -1: not placed yet, otherwise 0 or 1
    # Breadth-first search from every player not placed yet (the rivalry graph may have many
    # separate groups). Each rival of a placed player must go to the other team.
    for s in range(1, n + 1):
        if team[s] != -1:
            continue
        team[s] = 0
        queue = [s]
        for u in queue:  # the list grows while we walk over it
            other = 1 - team[u]
            for v in adj[u]:
                if team[v] == -1:
                    team[v] = other
                    queue.append(v)
                elif team[v] != other:
                    return False  # two rivals forced onto the same team
    return True


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    vals = list(map(int, data[2:2 + 2 * m]))
    rivalries = list(zip(vals[0::2], vals[1::2]))
    sys.stdout.write("YES\n" if solve(n, rivalries) else "NO\n")


main()
