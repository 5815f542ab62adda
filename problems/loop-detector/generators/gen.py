#!/usr/bin/env python3
"""Writes data/secret/*.in for "Loop Detector".

Deterministic (fixed seed). The matching .ans files are produced by running
submissions/accepted/main.cpp on every .in file.
Usage: python3 generators/gen.py
"""
import os
import random

SECRET = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "secret")
MAX_N = 100_000


def write(name, n, head, nxt):
    """nxt[i] for i = 1..n (nxt[0] is ignored)."""
    assert 1 <= head <= n <= MAX_N and len(nxt) == n + 1
    assert all(0 <= p <= n for p in nxt[1:])
    with open(os.path.join(SECRET, name + ".in"), "w") as f:
        f.write(f"{n} {head}\n{' '.join(map(str, nxt[1:]))}\n")


def rho(rng, n, tail, cycle):
    """The walk from the head visits `tail` nodes, then a loop of `cycle` nodes
    (cycle = 0: the walk just ends). Node numbers are shuffled, and the nodes that
    are not on the walk point anywhere at random."""
    length = tail + cycle
    assert 1 <= length <= n
    order = list(range(1, n + 1))
    rng.shuffle(order)
    nxt = [0] * (n + 1)
    for i in range(length - 1):
        nxt[order[i]] = order[i + 1]
    nxt[order[length - 1]] = order[tail] if cycle > 0 else 0
    for v in order[length:]:
        nxt[v] = rng.randint(0, n)
    return order[0], nxt


def main():
    rng = random.Random(77_2024)
    os.makedirs(SECRET, exist_ok=True)
    write("01", 1, 1, [0, 0])                                # one node, no successor
    write("02", 1, 1, [0, 1])                                # one node pointing to itself
    write("03", 2, 1, [0, 2, 1])                             # the whole list is the loop
    write("04", 2, 2, [0, 0, 2])                             # self-loop at the head
    # walk 3 -> 5 -> 1 -> end; the unreachable nodes 2, 4, 6 form their own loop
    write("05", 6, 3, [0, 0, 4, 5, 6, 1, 2])
    write("06", 10, *rho(rng, 10, 4, 5))
    write("07", 1000, *rho(rng, 1000, 500, 200))             # 300 nodes off the walk
    write("08", 1000, *rho(rng, 1000, 1000, 0))              # a plain list
    write("09", 40_000, *rho(rng, 40_000, 39_999, 1))        # long tail, self-loop at the end
    write("10", 40_000, *rho(rng, 40_000, 0, 40_000))        # one big loop through the head
    # maximum size
    write("11", MAX_N, *rho(rng, MAX_N, 70_000, 30_000))
    write("12", MAX_N, *rho(rng, MAX_N, MAX_N, 0))           # a plain list of every node


if __name__ == "__main__":
    main()
