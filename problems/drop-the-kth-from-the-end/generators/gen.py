#!/usr/bin/env python3
"""Writes data/secret/*.in for "Drop the Kth From the End".

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
    rng = random.Random(73_2024)
    os.makedirs(SECRET, exist_ok=True)
    write("01", [BIG], 1)                                    # the only node goes away
    write("02", [-BIG, BIG], 1)                              # drop the tail of two
    write("03", [-BIG, BIG], 2)                              # drop the head of two
    write("04", [5, 5, 5, 5, 5], 5)                          # all equal, drop the head
    write("05", rand_list(rng, 6), 3)
    write("06", rand_list(rng, 1000), 1)                     # drop the tail
    write("07", rand_list(rng, 1000), 1000)                  # drop the head
    write("08", rand_list(rng, 20_000), rng.randint(1, 20_000))
    write("09", rand_list(rng, 50_000, -99, 99), 25_000)
    write("10", list(range(1, 5001)), 2)
    # maximum size
    write("11", rand_list(rng, MAX_N, -999, 999), 1)
    write("12", rand_list(rng, MAX_N, 0, 9999), MAX_N)


if __name__ == "__main__":
    main()
