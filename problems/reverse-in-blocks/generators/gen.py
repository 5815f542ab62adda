#!/usr/bin/env python3
"""Writes data/secret/*.in for "Reverse in Blocks".

Deterministic (fixed seed). The matching .ans files are produced by running
submissions/accepted/main.cpp on every .in file.
Usage: python3 generators/gen.py
"""
import os
import random

SECRET = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "secret")
BIG = 10**9
MAX_N = 200_000


def write(name, values, k):
    assert 1 <= k <= len(values) <= MAX_N
    with open(os.path.join(SECRET, name + ".in"), "w") as f:
        f.write(f"{len(values)} {k}\n{' '.join(map(str, values))}\n")


def rand_list(rng, count, lo=-BIG, hi=BIG):
    return [rng.randint(lo, hi) for _ in range(count)]


def main():
    rng = random.Random(75_2024)
    os.makedirs(SECRET, exist_ok=True)
    write("01", [BIG], 1)                                    # one node
    write("02", [1, 2, 3, 4, 5], 1)                          # k = 1: nothing changes
    write("03", [1, 2, 3, 4, 5], 5)                          # k = n: the whole list is reversed
    write("04", [1, 2, 3, 4, 5], 2)                          # one node left over
    write("05", [-1, -2, -3, -4, -5, -6, -7], 4)             # three nodes left over
    write("06", [9, 9, 9, 9, 9, 9, 9, 9, 9], 3)              # all equal
    write("07", rand_list(rng, 1000), 7)
    write("08", list(range(1, 20_002)), 10_000)              # two big blocks and one node
    write("09", rand_list(rng, 25_000), 137)
    write("10", rand_list(rng, 30_000, -99, 99), 29_999)     # one block, one node left over
    # maximum size
    write("11", rand_list(rng, MAX_N, -999, 999), 2)
    write("12", rand_list(rng, MAX_N, 0, 9999), 777)         # 311 nodes left over


if __name__ == "__main__":
    main()
