#!/usr/bin/env python3
"""Generates data/secret/*.in for Friend Circles (deterministic).

Run from anywhere: python3 generators/gen.py
The .ans files are produced by running submissions/accepted/main.cpp on each .in.
"""
import os
import random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "secret")


def write(idx, n, edges):
    lines = [f"{n} {len(edges)}"]
    lines += [f"{u} {v}" for u, v in edges]
    with open(os.path.join(OUT, f"{idx:02d}.in"), "w") as f:
        f.write("\n".join(lines) + "\n")


def random_edges(rng, n, m):
    edges = []
    for _ in range(m):
        u = rng.randint(1, n)
        v = rng.randint(1, n - 1)
        if v >= u:
            v += 1
        edges.append((u, v))
    return edges


def groups(rng, n, k, extra):
    """k groups (a random partition of 1..n), each made connected, plus extra edges inside groups."""
    perm = list(range(1, n + 1))
    rng.shuffle(perm)
    cuts = sorted(rng.sample(range(1, n), k - 1))
    parts, prev = [], 0
    for c in cuts + [n]:
        parts.append(perm[prev:c])
        prev = c
    edges = []
    for p in parts:
        for i in range(1, len(p)):
            edges.append((p[i], p[rng.randrange(i)]))
    big = [p for p in parts if len(p) >= 2]
    for _ in range(extra):
        p = rng.choice(big)
        u, v = rng.sample(p, 2)
        edges.append((u, v))
    rng.shuffle(edges)
    return edges


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(20241101)
    # 01-06: small and edge cases
    write(1, 1, [])
    write(2, 2, [(2, 1)])
    write(3, 5, [(1, 2), (2, 1), (1, 2), (4, 5)])          # repeated pair
    write(4, 10, [(1, 2), (2, 3), (3, 4), (4, 1), (1, 3),   # a cycle: n - m is wrong here
                  (5, 6), (6, 7), (7, 5), (9, 10)])
    write(5, 1000, [(1, v) for v in range(2, 1001)])        # star
    write(6, 100000, [])                                     # nobody has friends
    # 07-10: random
    write(7, 50, random_edges(rng, 50, 30))
    write(8, 1000, random_edges(rng, 1000, 800))
    write(9, 20000, groups(rng, 20000, 137, 5000))
    write(10, 100000, random_edges(rng, 100000, 50000))
    # 11-12: maximum size
    write(11, 100000, random_edges(rng, 100000, 100000))
    n = 100000
    perm = list(range(1, n + 1))
    rng.shuffle(perm)
    path = [(perm[i], perm[i + 1]) for i in range(n - 1)]    # one long shuffled chain
    path.append((perm[0], perm[-1]))
    rng.shuffle(path)
    write(12, n, path)


if __name__ == "__main__":
    main()
