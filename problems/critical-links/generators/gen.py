#!/usr/bin/env python3
"""Generates data/secret/*.in for Critical Links (deterministic).

Run from anywhere: python3 generators/gen.py
The .ans files are produced by running submissions/accepted/main.cpp on each .in.
"""
import os
import random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "secret")


def write(idx, n, links):
    lines = [f"{n} {len(links)}"]
    lines += [f"{u} {v}" for u, v in links]
    with open(os.path.join(OUT, f"{idx:02d}.in"), "w") as f:
        f.write("\n".join(lines) + "\n")


def relabel(rng, n, links):
    """Random server numbers, random link order and random link direction."""
    label = [0] + rng.sample(range(1, n + 1), n)
    out = [(label[u], label[v]) if rng.random() < 0.5 else (label[v], label[u]) for u, v in links]
    rng.shuffle(out)
    return out


def block_chain(rng, n, max_ring):
    """Servers 1..n in a line of blocks: each block is either a single link (critical) or a
    ring of 2..max_ring servers (a ring of 2 is a pair of parallel links); consecutive blocks
    share a server. The search has to go about as deep as the line is long."""
    links = []
    cur = 1
    while cur < n:
        k = rng.randint(1, max_ring)
        k = min(k, n - cur)
        # servers cur .. cur + k: a path, closed into a ring by one more link when k > 1
        for a in range(cur, cur + k):
            links.append((a, a + 1))
        if k > 1:
            links.append((cur + k, cur))
        cur += k
    return links


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(271828)
    # 01-06: small and edge cases
    write(1, 1, [])
    write(2, 2, [(1, 2)])
    write(3, 2, [(1, 2), (2, 1)])                                   # parallel links
    write(4, 4, [(1, 2), (2, 3), (3, 1), (3, 4)])                   # triangle with a tail
    write(5, 7, [(1, 2), (2, 3), (3, 1), (4, 5), (5, 6), (6, 4), (2, 5), (2, 5), (3, 6)])
    write(6, 5, [])                                                 # no links at all
    # 07-10: random
    links = set()
    while len(links) < 12:
        u, v = rng.sample(range(1, 11), 2)
        links.add((u, v))
    write(7, 10, sorted(links))
    write(8, 1000, relabel(rng, 1000, [(i, rng.randint(1, i - 1)) for i in range(2, 1001)]))  # a tree
    write(9, 20000, relabel(rng, 20000, block_chain(rng, 20000, 4)))
    # many small random groups of servers, some sparse, some dense
    n = 50000
    links = []
    for g in range(0, n, 50):
        size = 50
        extra = rng.choice([0, 1, 5, 20])
        for i in range(1, size):
            links.append((g + i + 1, g + rng.randint(1, i)))
        for _ in range(extra):
            u, v = rng.sample(range(g + 1, g + size + 1), 2)
            links.append((u, v))
    write(10, n, relabel(rng, n, links[:35000]))
    # 11-12: maximum size
    n = 50000
    path = [(i, i + 1) for i in range(1, n)]
    path.append((25000, 25001))                                     # one doubled link in the middle
    write(11, n, relabel(rng, n, path))                             # the search goes 5 * 10^4 deep
    n = 37000
    links = block_chain(rng, n, 3)
    assert len(links) <= 50000
    write(12, n, relabel(rng, n, links))


if __name__ == "__main__":
    main()
