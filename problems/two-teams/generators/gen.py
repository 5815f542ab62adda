#!/usr/bin/env python3
"""Generates data/secret/*.in for Two Teams (deterministic).

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


def bipartite(rng, players, m):
    """m random rivalries that all join the two halves of a random split of players."""
    players = players[:]
    rng.shuffle(players)
    k = len(players) // 2
    left, right = players[:k], players[k:]
    edges = []
    for _ in range(m):
        u, v = rng.choice(left), rng.choice(right)
        edges.append((u, v) if rng.random() < 0.5 else (v, u))
    return edges


def cycle(vertices):
    return [(vertices[i], vertices[(i + 1) % len(vertices)]) for i in range(len(vertices))]


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(31337)
    # 01-06: small and edge cases
    write(1, 1, [])
    write(2, 2, [(1, 2), (2, 1)])
    write(3, 3, [(1, 2), (2, 3), (3, 1)])                      # triangle
    write(4, 4, cycle([1, 2, 3, 4]))                           # even cycle
    write(5, 6, [(1, 2)] + cycle([4, 5, 6]))                   # odd cycle away from player 1
    write(6, 5, [])
    # 07-10: random
    write(7, 10, bipartite(rng, list(range(1, 11)), 12))
    p = list(range(1, 1000))
    rng.shuffle(p)
    write(8, 1000, cycle(p))                                   # one odd cycle of 999 players
    edges = bipartite(rng, list(range(1, 20001)), 40000)
    edges += rng.sample(edges, 10000)                          # repeated rivalries
    rng.shuffle(edges)
    write(9, 20000, edges)
    # many small groups, all fine except the very last one, which hides a cycle of length 5
    n = 100000
    edges = []
    for g in range(0, n - 100, 100):
        edges += bipartite(rng, list(range(g + 1, g + 101)), 80)
    last = list(range(n - 99, n + 1))
    edges += bipartite(rng, last, 60)
    edges += cycle(rng.sample(last, 5))
    write(10, n, edges)
    # 11-12: maximum size
    n, m = 100000, 100000
    write(11, n, bipartite(rng, list(range(1, n + 1)), m))
    # one huge odd cycle through players 2..n (99 999 of them), player 1 alone
    p = list(range(2, n + 1))
    rng.shuffle(p)
    edges = cycle(p)
    rng.shuffle(edges)
    write(12, n, edges)


if __name__ == "__main__":
    main()
