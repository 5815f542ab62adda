import sys


def solve(grid):
    """grid is a list of r strings of length c made of '#' (land) and '.' (water).

    Return the number of islands (groups of land cells joined through shared sides).
    """
    c = len(grid[0])
    # Surround the map with a frame of water so neighbours never leave the array:
    # cell (i, j) becomes index (i + 1) * w + (j + 1) in a flat list of width w = c + 2.
    w = c + 2
    flat = "." * w + "".join("." + row + "." for row in grid) + "." * w
    land = [ch == "#" for ch in flat]  # land[k] is cleared once cell k joins an island
    islands = 0
    for k in range(len(flat)):
        if not land[k]:
            continue
        # A land cell that no earlier island reached: a new island. Flood it.
        islands += 1
        land[k] = False
        stack = [k]
        while stack:
            cell = stack.pop()
            for nb in (cell - w, cell + w, cell - 1, cell + 1):
                if land[nb]:
                    land[nb] = False
                    stack.append(nb)
    return islands


def main():
    data = sys.stdin.buffer.read().split()
    r = int(data[0])
    grid = [row.decode() for row in data[2:2 + r]]
    sys.stdout.write(str(solve(grid)) + "\n")


main()
