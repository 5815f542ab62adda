#!/usr/bin/env python3
"""Writes data/secret/*.in for "Reverse the Chain".

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
    with open(os.path.join(SECRET, name + ".in"), "w") as f:
        f.write(f"{len(values)}\n{' '.join(map(str, values))}\n")


def main():
    rng = random.Random(71_2024)
    os.makedirs(SECRET, exist_ok=True)
    write("01", [])                                                      # empty list
    write("02", [-BIG])                                                  # one node
    write("03", [BIG, -BIG])                                             # two nodes, extreme values
    write("04", [7, 7, 7])                                               # all equal
    write("05", [rng.randint(-BIG, BIG) for _ in range(10)])
    write("06", [rng.randint(-BIG, BIG) for _ in range(1000)])
    write("07", list(range(-2500, 2500)))                                # increasing
    write("08", [rng.randint(-BIG, BIG) for _ in range(20_000)])
    write("09", [rng.randint(-9, 9) for _ in range(30_000)])              # many duplicates
    write("10", [rng.randint(-BIG, BIG) for _ in range(25_000)])
    write("11", [rng.randint(-999, 999) for _ in range(MAX_N)])           # maximum size
    write("12", [rng.randint(0, 9999) for _ in range(MAX_N)])             # maximum size


if __name__ == "__main__":
    main()
