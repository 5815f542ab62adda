#!/usr/bin/env python3
"""Generates data/secret/*.in for Cheapest Route (deterministic).

Run from anywhere: python3 generators/gen.py
The .ans files are produced by running submissions/accepted/main.cpp on each .in.
"""
import os
import random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "secret")
MAXW = 10 ** 5


def write(idx, n, s, roads):
    lines = [f"{n} {len(roads)} {s}"]
    lines += [f"{u} {v} {w}" for u, v, w in roads]
    with open(os.path.join(OUT, f"{idx:02d}.in"), "w") as f:
        f.write("\n".join(lines) + "\n")


def random_roads(rng, n, m, lo, hi):
    return [(rng.randint(1, n), rng.randint(1, n), rng.randint(lo, hi)) for _ in range(m)]


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(5150)
    # 01-05: small and edge cases
    write(1, 1, 1, [])
    write(2, 2, 2, [])
    write(3, 3, 1, [(1, 2, 0), (2, 3, 0), (3, 1, 0)])                      # free roads, a cycle
    write(4, 4, 2, [(2, 3, 7), (3, 1, 1), (4, 2, 1), (1, 1, 5)])            # one-way: town 4 unreachable
    write(5, 5, 1, [(1, 5, 100), (1, 2, 1), (2, 3, 1), (3, 4, 1), (4, 5, 1),
                    (1, 2, 3), (2, 2, 0), (5, 1, 0)])                       # direct road is not cheapest
    # 06-10: random
    write(6, 10, 4, random_roads(rng, 10, 20, 0, 20))
    write(7, 1000, 1, random_roads(rng, 1000, 3000, 0, 10))
    write(8, 2000, 17, random_roads(rng, 2000, 5000, 7, 7))                # all tolls equal
    # two halves: roads only inside each half, the depot in the first one
    half = 5000
    roads = [(rng.randint(1, half), rng.randint(1, half), rng.randint(0, MAXW)) for _ in range(10000)]
    roads += [(rng.randint(half + 1, 2 * half), rng.randint(half + 1, 2 * half), rng.randint(0, MAXW))
              for _ in range(10000)]
    roads += [(rng.randint(half + 1, 2 * half), rng.randint(1, half), 1) for _ in range(100)]
    rng.shuffle(roads)
    write(9, 2 * half, 3, roads)
    # a 90 x 90 city grid with two-way streets of random tolls
    k = 90
    roads = []
    for i in range(k):
        for j in range(k):
            a = i * k + j + 1
            if j + 1 < k:
                roads.append((a, a + 1, rng.randint(0, MAXW)))
                roads.append((a + 1, a, rng.randint(0, MAXW)))
            if i + 1 < k:
                roads.append((a, a + k, rng.randint(0, MAXW)))
                roads.append((a + k, a, rng.randint(0, MAXW)))
    rng.shuffle(roads)
    write(10, k * k, k * k // 2 + 7, roads)
    # 11-12: maximum size
    n, m = 50000, 100000
    write(11, n, rng.randint(1, n), random_roads(rng, n, m, 0, MAXW))
    # A long chain 1 -> 2 -> ... -> n of the most expensive roads (answers up to about 5 * 10^9),
    # listed from the far end backwards, plus roads that lead back towards the depot.
    chain = [(i, i + 1, MAXW) for i in range(n - 1, 0, -1)]
    back = []
    for _ in range(m - len(chain)):
        u = rng.randint(2, n)
        back.append((u, rng.randint(1, u - 1), rng.randint(0, MAXW)))
    write(12, n, 1, chain + back)


if __name__ == "__main__":
    main()
