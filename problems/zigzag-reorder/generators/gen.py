#!/usr/bin/env python3
"""Writes data/secret/*.in for "Zigzag Reorder".

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


def main():
    rng = random.Random(78_2024)
    os.makedirs(SECRET, exist_ok=True)
    write("01", [BIG])                                    # one node
    write("02", [-BIG, BIG])                              # two nodes: unchanged
    write("03", [1, 2, 3])
    write("04", [-1, -2, -3, -4])
    write("05", [1, 2, 3, 4, 5, 6])
    write("06", [5] * 9)                                  # all equal
    write("07", rand_list(rng, 1000))
    write("08", rand_list(rng, 1001))
    write("09", rand_list(rng, 20_000))
    write("10", list(range(1, 30_002)))                   # increasing, odd length
    # maximum size
    write("11", rand_list(rng, MAX_N, -999, 999))
    write("12", rand_list(rng, MAX_N - 1, 0, 9999))


if __name__ == "__main__":
    main()
