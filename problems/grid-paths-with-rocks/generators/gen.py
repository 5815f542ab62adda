"""Test generator for Grid Paths With Rocks.

Writes data/secret/NN.in (deterministic, fixed seed). The .ans files are made by
running submissions/accepted/main.cpp on each .in file.
"""
import os
import random

MAX_SIDE = 1000


def random_grid(rnd, r, c, density, keep_ends=True):
    grid = [["#" if rnd.random() < density else "." for _ in range(c)] for _ in range(r)]
    if keep_ends:
        grid[0][0] = "."
        grid[r - 1][c - 1] = "."
    return grid


def write(folder, index, grid):
    with open(os.path.join(folder, "%02d.in" % index), "w") as f:
        f.write("%d %d\n" % (len(grid), len(grid[0])))
        f.write("".join("".join(row) + "\n" for row in grid))


def main():
    rnd = random.Random(24601)
    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "secret")
    os.makedirs(folder, exist_ok=True)

    column = [["."] for _ in range(MAX_SIDE)]
    column[MAX_SIDE // 2][0] = "#"                   # a single column cut in half

    start_blocked = random_grid(rnd, 5, 5, 0.0)
    start_blocked[0][0] = "#"
    end_blocked = random_grid(rnd, 5, 5, 0.0)
    end_blocked[4][4] = "#"

    wall = random_grid(rnd, 200, 300, 0.0)           # a wall with one gap in row 120
    for j in range(300):
        wall[120][j] = "#"
    wall[120][137] = "."

    edges = random_grid(rnd, MAX_SIDE, MAX_SIDE, 0.02)
    edges[0][700] = "#"                              # rocks on the first row and column
    edges[600][0] = "#"

    tests = [
        [["."]],                                      # smallest, free
        [["#"]],                                      # smallest, rock
        [["."] * MAX_SIDE],                           # one row: one path
        column,                                       # one column with a rock: 0
        start_blocked,
        end_blocked,
        random_grid(rnd, 10, 10, 0.0),                # no rocks: C(18, 9) = 48620
        random_grid(rnd, 50, 60, 0.2),
        wall,
        random_grid(rnd, 500, 800, 0.1),
        random_grid(rnd, MAX_SIDE, MAX_SIDE, 0.0),    # maximum size, no rocks
        random_grid(rnd, MAX_SIDE, MAX_SIDE, 0.05),   # maximum size
        edges,                                        # maximum size
    ]
    for i, grid in enumerate(tests, 1):
        write(folder, i, grid)


if __name__ == "__main__":
    main()
