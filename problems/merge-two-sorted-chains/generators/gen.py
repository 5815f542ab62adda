#!/usr/bin/env python3
"""Writes data/secret/*.in for "Merge Two Sorted Chains".

Deterministic (fixed seed). The matching .ans files are produced by running
submissions/accepted/main.cpp on every .in file.
Usage: python3 generators/gen.py
"""
import os
import random

SECRET = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "secret")
BIG = 10**9
MAX_LEN = 100_000


def write(name, a, b):
    assert a == sorted(a) and b == sorted(b)
    with open(os.path.join(SECRET, name + ".in"), "w") as f:
        f.write(f"{len(a)}\n{' '.join(map(str, a))}\n{len(b)}\n{' '.join(map(str, b))}\n")


def sorted_random(rng, count, lo, hi):
    return sorted(rng.randint(lo, hi) for _ in range(count))


def main():
    rng = random.Random(72_2024)
    os.makedirs(SECRET, exist_ok=True)
    write("01", [], [])                                              # both empty
    write("02", [5], [])                                             # second empty
    write("03", [], [-3])                                            # first empty
    write("04", [2, 2, 2], [2, 2])                                   # all equal
    write("05", [-BIG, 1, 2, 3], [10, 20, BIG])                      # a entirely before b
    write("06", [100, 200, 300, 400, BIG], [-BIG, -1, 0])            # b entirely before a
    write("07", sorted_random(rng, 10, -BIG, BIG), sorted_random(rng, 7, -BIG, BIG))
    write("08", sorted_random(rng, 1000, -BIG, BIG), sorted_random(rng, 3000, -BIG, BIG))
    write("09", list(range(-10_000, 10_000)), [0])                   # one node goes to the middle
    write("10", sorted_random(rng, 20_000, -BIG, BIG), sorted_random(rng, 15_000, -BIG, BIG))
    # maximum size
    write("11", sorted_random(rng, MAX_LEN, -999, 999), sorted_random(rng, MAX_LEN, -999, 999))
    write("12", sorted_random(rng, MAX_LEN, 0, 9999), sorted_random(rng, MAX_LEN, 0, 9999))


if __name__ == "__main__":
    main()
