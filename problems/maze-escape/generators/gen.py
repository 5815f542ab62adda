#!/usr/bin/env python3
"""Generates data/secret/*.in for Maze Escape (deterministic).

Run from anywhere: python3 generators/gen.py
The .ans files are produced by running submissions/accepted/main.cpp on each .in.
"""
import os
import random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "secret")


def write(idx, grid):
    rows = ["".join(row) for row in grid]
    with open(os.path.join(OUT, f"{idx:02d}.in"), "w") as f:
        f.write(f"{len(rows)} {len(rows[0])}\n" + "\n".join(rows) + "\n")


def parse(text):
    return [list(line) for line in text.strip().split("\n")]


def random_grid(rng, r, c, wall_prob, s=None, e=None):
    g = [["#" if rng.random() < wall_prob else "." for _ in range(c)] for _ in range(r)]
    cells = [(i, j) for i in range(r) for j in range(c)]
    if s is None:
        s, e = rng.sample(cells, 2)
    g[s[0]][s[1]] = "S"
    g[e[0]][e[1]] = "E"
    return g


def perfect_maze(rng, r, c, extra_openings):
    """Rooms at even coordinates joined by a random spanning tree (randomized DFS),
    then some extra walls knocked out so that several routes exist."""
    g = [["#"] * c for _ in range(r)]
    rr, cc = (r + 1) // 2, (c + 1) // 2
    seen = [[False] * cc for _ in range(rr)]
    stack = [(0, 0)]
    seen[0][0] = True
    g[0][0] = "."
    while stack:
        i, j = stack[-1]
        nbs = [(i + di, j + dj) for di, dj in ((1, 0), (-1, 0), (0, 1), (0, -1))
               if 0 <= i + di < rr and 0 <= j + dj < cc and not seen[i + di][j + dj]]
        if not nbs:
            stack.pop()
            continue
        ni, nj = rng.choice(nbs)
        seen[ni][nj] = True
        g[2 * ni][2 * nj] = "."
        g[i + ni][j + nj] = "."  # the wall between the two rooms
        stack.append((ni, nj))
    for _ in range(extra_openings):
        i, j = rng.randrange(r), rng.randrange(c)
        if (i % 2) != (j % 2):
            g[i][j] = "."
    return g


def serpentine(r, c):
    """Every other row is a wall with a single gap, alternating sides: one very long corridor."""
    g = [["."] * c for _ in range(r)]
    for i in range(1, r, 2):
        g[i] = ["#"] * c
        gap = c - 1 if (i // 2) % 2 == 0 else 0
        g[i][gap] = "."
    return g


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(777001)
    # 01-05: small and edge cases
    write(1, parse("SE"))
    write(2, parse("S\n#\nE"))                              # one column, blocked
    write(3, parse("E\nS"))
    write(4, parse("S....\n####.\n.....\n.####\n....E"))   # winding corridor
    write(5, parse("S....\n.....\n.....\n.....\n....E"))   # open field: many shortest routes
    # 06-10: random
    write(6, random_grid(rng, 20, 30, 0.3))
    write(7, random_grid(rng, 100, 100, 0.35))
    g = [["."] * 500 for _ in range(500)]
    g[0][0], g[499][499] = "S", "E"
    write(8, g)                                             # 500 x 500 without walls
    g = perfect_maze(rng, 301, 401, 3000)
    g[0][0], g[300][400] = "S", "E"
    write(9, g)
    g = random_grid(rng, 500, 500, 0.2, (0, 0), (250, 250))
    for i, j in ((249, 250), (251, 250), (250, 249), (250, 251)):
        g[i][j] = "#"                                       # exit walled in
    write(10, g)
    # 11-12: maximum size
    g = serpentine(500, 500)
    g[0][0], g[498][499] = "S", "E"
    write(11, g)
    g = perfect_maze(rng, 500, 500, 20000)
    g[0][0], g[498][498] = "S", "E"
    write(12, g)


if __name__ == "__main__":
    main()
