#!/usr/bin/env python3
"""Writes data/secret/*.in for "Add Digit Chains".

Deterministic (fixed seed). The matching .ans files are produced by running
submissions/accepted/main.cpp on every .in file.
Usage: python3 generators/gen.py
"""
import os
import random

SECRET = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "secret")
MAX_LEN = 100_000


def write(name, a, b):
    for digits in (a, b):
        assert 1 <= len(digits) <= MAX_LEN
        assert all(0 <= d <= 9 for d in digits)
        assert len(digits) == 1 or digits[-1] != 0  # no leading zeros
    with open(os.path.join(SECRET, name + ".in"), "w") as f:
        f.write(f"{len(a)}\n{' '.join(map(str, a))}\n{len(b)}\n{' '.join(map(str, b))}\n")


def number(rng, length):
    """Random digits, least significant first, with a non-zero leading digit."""
    digits = [rng.randint(0, 9) for _ in range(length - 1)]
    return digits + [rng.randint(1, 9)] if length > 1 else [rng.randint(0, 9)]


def main():
    rng = random.Random(76_2024)
    os.makedirs(SECRET, exist_ok=True)
    write("01", [0], [0])                                    # 0 + 0
    write("02", [5], [5])                                    # carry creates a new digit
    write("03", [0], [1, 2, 3])                              # adding zero
    write("04", [9, 9, 9, 9], [1])                           # carry runs through every digit
    write("05", [1, 2, 3], number(rng, 5))
    write("06", [9] * 10, [9] * 10)
    write("07", number(rng, 1000), number(rng, 900))
    write("08", [9] * 50_000, [1])                           # long carry chain in one list
    write("09", number(rng, 20_000), number(rng, 30_000))
    write("10", number(rng, 60_000), number(rng, 45_000))
    # maximum size
    write("11", [9] * MAX_LEN, [9] * MAX_LEN)
    # The digits add up to 10 in the ones position and to exactly 9 everywhere
    # else, so the carry travels the whole length: the sum is 10^100000.
    a = [rng.randint(1, 9)] + [rng.randint(0, 9) for _ in range(MAX_LEN - 2)] + [rng.randint(1, 8)]
    b = [10 - a[0]] + [9 - d for d in a[1:]]
    write("12", a, b)


if __name__ == "__main__":
    main()
