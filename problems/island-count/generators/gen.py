#!/usr/bin/env python3
"""Generates data/secret/*.in for Island Count (deterministic).

Run from anywhere: python3 generators/gen.py
The .ans files are produced by running submissions/accepted/main.cpp on each .in.
"""
import os
import random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "secret")


def write(idx, rows):
    with open(os.path.join(OUT, f"{idx:02d}.in"), "w") as f:
        f.write(f"{len(rows)} {len(rows[0])}\n" + "\n".join(rows) + "\n")


def random_map(rng, r, c, land):
    return ["".join("#" if rng.random() < land else "." for _ in range(c)) for _ in range(r)]


def checkerboard(r, c):
    return ["".join("#" if (i + j) % 2 == 0 else "." for j in range(c)) for i in range(r)]


def serpentine(r, c):
    """One long winding island: land rows joined by a single land cell at alternating ends."""
    rows = []
    for i in range(r):
        if i % 2 == 0:
            rows.append("#" * c)
        else:
            gap = c - 1 if (i // 2) % 2 == 0 else 0
            rows.append("".join("#" if j == gap else "." for j in range(c)))
    return rows


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(8086)
    # 01-05: small and edge cases
    write(1, ["."])
    write(2, ["#"])
    write(3, checkerboard(3, 3))                    # only corner contacts
    write(4, ["#####"] * 4)                         # all land
    write(5, ["#.#.##.#"])                          # a single row
    # 06-10: random
    write(6, random_map(rng, 10, 10, 0.5))
    write(7, random_map(rng, 100, 100, 0.4))
    write(8, random_map(rng, 200, 300, 0.6))
    write(9, checkerboard(500, 500))                # 125 000 one-cell islands
    write(10, random_map(rng, 300, 400, 0.55))
    # 11-12: maximum size
    write(11, random_map(rng, 500, 500, 0.5))
    write(12, serpentine(500, 500))                 # one island of about 125 000 cells


if __name__ == "__main__":
    main()
