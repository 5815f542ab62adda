#!/usr/bin/env python3
"""Generates data/secret/*.in for Cable Network (deterministic).

Run from anywhere: python3 generators/gen.py
The .ans files are produced by running submissions/accepted/main.cpp on each .in.
"""
import os
import random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "secret")
MAXW = 10 ** 5


def write(idx, n, cables):
    lines = [f"{n} {len(cables)}"]
    lines += [f"{u} {v} {w}" for u, v, w in cables]
    with open(os.path.join(OUT, f"{idx:02d}.in"), "w") as f:
        f.write("\n".join(lines) + "\n")


def connected(rng, n, m, lo, hi, skip=()):
    """m random cables with costs in [lo, hi] on n buildings (relabelled at random), containing
    a random spanning tree, so the campus is connected unless buildings in skip are left out."""
    label = [0] + rng.sample(range(1, n + 1), n)
    nodes = [x for x in range(1, n + 1) if label[x] not in skip]
    cables = []
    for i in range(1, len(nodes)):
        cables.append((nodes[i], nodes[rng.randrange(i)]))
    while len(cables) < m:
        u, v = rng.sample(nodes, 2)
        cables.append((u, v))
    rng.shuffle(cables)
    return [(label[u], label[v], rng.randint(lo, hi)) for u, v in cables]


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(99991)
    # 01-05: small and edge cases
    write(1, 1, [])
    write(2, 2, [])
    write(3, 2, [(1, 2, 5), (2, 1, 3), (1, 2, 9)])                   # parallel cables
    write(4, 4, [(u, v, 7) for u in range(1, 5) for v in range(u + 1, 5)])   # all costs equal
    write(5, 5, [(1, 2, 1), (2, 3, 1), (3, 1, 1), (4, 5, 1)])       # two separate parts
    # 06-10: random
    write(6, 10, connected(rng, 10, 20, 1, 50))
    write(7, 1000, connected(rng, 1000, 3000, 1, MAXW))
    write(8, 2000, connected(rng, 2000, 1999, MAXW, MAXW))          # a tree of the dearest cables
    write(9, 20000, connected(rng, 20000, 40000, 1, 10))
    write(10, 30000, connected(rng, 30000, 50000, 1, MAXW, skip={30000}))   # one building unreachable
    # 11-12: maximum size
    n, m = 50000, 100000
    write(11, n, connected(rng, n, m, 1, MAXW))
    write(12, n, connected(rng, n, m, 90000, MAXW))                 # total far above 2^31 - 1


if __name__ == "__main__":
    main()
