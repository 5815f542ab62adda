import sys


def solve(grid):
    """grid is a list of r strings of length c made of '.', '#', 'S', 'E'.

    Return the minimum number of moves from S to E, or -1 if E cannot be reached.
    """
    r, c = len(grid), len(grid[0])
    # Surround the maze with a wall frame so neighbours never leave the array:
    # cell (i, j) becomes index (i + 1) * w + (j + 1) in a flat string of width w = c + 2.
    w = c + 2
    flat = "#" * w + "".join("#" + row + "#" for row in grid) + "#" * w
    start, goal = flat.index("S"), flat.index("E")
    dist = [-2 if ch == "#" else -1 for ch in flat]  # walls count as already visited
    dist[start] = 0
    frontier = [start]
    steps = 0
    # Breadth-first search, one whole layer of equally distant cells at a time.
    while frontier:
        if dist[goal] >= 0:
            return dist[goal]
        steps += 1
        nxt = []
        for cell in frontier:
            for nb in (cell - w, cell + w, cell - 1, cell + 1):
                if dist[nb] == -1:
                    dist[nb] = steps
                    nxt.append(nb)
        frontier = nxt
    return dist[goal] if dist[goal] >= 0 else -1


def main():
    data = sys.stdin.buffer.read().split()
    r = int(data[0])
    grid = [row.decode() for row in data[2:2 + r]]
    sys.stdout.write(str(solve(grid)) + "\n")


main()
