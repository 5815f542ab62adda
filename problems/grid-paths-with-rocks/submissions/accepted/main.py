import sys

MOD = 1_000_000_007


def solve(grid):
    """grid[i][j] is '.' (free) or '#' (rock). Return the number of right/down
    paths from the top-left to the bottom-right cell, modulo MOD."""
    # ways[j] = paths reaching cell (i, j) of the current row i. Before row 0,
    # ways[0] = 1 stands for the robot "entering" the start cell from above.
    ways = [0] * len(grid[0])
    ways[0] = 1
    for row in grid:
        new_ways = []
        left = 0  # paths reaching the cell to the left in this row
        for cell, up in zip(row, ways):
            if cell == "#":
                left = 0  # nobody can stand on a rock
            else:
                left = (left + up) % MOD  # from the left + from above
            new_ways.append(left)
        ways = new_ways
    return ways[-1]


def main():
    data = sys.stdin.read().split()
    r = int(data[0])
    grid = data[2:2 + r]
    sys.stdout.write(str(solve(grid)) + "\n")


if __name__ == "__main__":
    main()
