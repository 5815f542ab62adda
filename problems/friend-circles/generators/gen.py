#!/usr/bin/env python3
"""Generates data/secret for Friend Circles (deterministic): n, then the friendships as a JSON array of pairs.

Run from anywhere: python3 generators/gen.py
The answers come from circles() below; every solution in submissions/accepted must agree with
them. The maximum-size tests, with thousands of merges of 10^4 students, are the ones that make
relabelling the whole school on every merge (submissions/time_limit_exceeded) too slow.
"""
import os
import random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "secret")


MAX_N = 20_000
MAX_M = 20_000


def circles(n, edges):
    """Union-find with path halving: every friendship that joins two circles makes one fewer."""
    parent = list(range(n + 1))

    def root(student):
        while parent[student] != student:
            parent[student] = parent[parent[student]]
            student = parent[student]
        return student

    count = n
    for u, v in edges:
        a, b = root(u), root(v)
        if a != b:
            parent[a] = b
            count -= 1
    return count


def write(idx, n, edges):
    assert 1 <= n <= MAX_N and len(edges) <= MAX_M and all(1 <= u <= n and 1 <= v <= n and u != v for u, v in edges)
    with open(os.path.join(OUT, f"{idx:02d}.in"), "w") as f:
        f.write(f"{n}\n[" + ",".join(f"[{u},{v}]" for u, v in edges) + "]\n")
    with open(os.path.join(OUT, f"{idx:02d}.ans"), "w") as f:
        f.write(f"{circles(n, edges)}\n")


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
    write(6, MAX_N, [])                                      # nobody has friends
    # 07-10: random
    write(7, 50, random_edges(rng, 50, 30))
    write(8, 1000, random_edges(rng, 1000, 800))
    write(9, 5000, groups(rng, 5000, 137, 1500))
    write(10, MAX_N, random_edges(rng, MAX_N, MAX_M // 2))
    # 11-12: maximum size
    write(11, MAX_N, random_edges(rng, MAX_N, MAX_M))
    n = MAX_N
    perm = list(range(1, n + 1))
    rng.shuffle(perm)
    path = [(perm[i], perm[i + 1]) for i in range(n - 1)]    # one long shuffled chain
    path.append((perm[0], perm[-1]))                         # closed into a ring
    rng.shuffle(path)
    write(12, n, path)


if __name__ == "__main__":
    main()
