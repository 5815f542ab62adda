#!/usr/bin/env python3
"""Writes data/secret/*.in for "Middle Link".

Deterministic (fixed seed). The matching .ans files are produced by running
submissions/accepted/main.cpp on every .in file.
Usage: python3 generators/gen.py
"""
import os
import random

SECRET = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "secret")
BIG = 10**9
MAX_N = 200_000


def write(name, values):
    assert 1 <= len(values) <= MAX_N
    with open(os.path.join(SECRET, name + ".in"), "w") as f:
        f.write(f"{len(values)}\n{' '.join(map(str, values))}\n")


def rand_list(rng, count, lo=-BIG, hi=BIG):
    return [rng.randint(lo, hi) for _ in range(count)]


def distinct(rng, count):
    """A shuffled permutation of 1..count, so every position has its own value."""
    values = list(range(1, count + 1))
    rng.shuffle(values)
    return values


def main():
    rng = random.Random(74_2024)
    os.makedirs(SECRET, exist_ok=True)
    write("01", [-BIG])                                   # one node
    write("02", [BIG, -BIG])                              # two nodes: the second one
    write("03", [1, 2, 3])
    write("04", [-4, -3, -2, -1])
    write("05", [7, 7, 7, 7, 7, 7])                       # all equal
    write("06", rand_list(rng, 7))
    write("07", rand_list(rng, 1000))
    write("08", rand_list(rng, 1001))
    write("09", rand_list(rng, 50_000))
    write("10", rand_list(rng, 150_001, -999, 999))
    # maximum size, distinct values so that an off-by-one is always visible
    write("11", distinct(rng, MAX_N))
    write("12", distinct(rng, MAX_N - 1))


if __name__ == "__main__":
    main()
