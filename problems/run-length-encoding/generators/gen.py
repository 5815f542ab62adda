#!/usr/bin/env python3
"""Writes data/secret/*.in for Run-Length Encoding. Deterministic (fixed seed).
The .ans files are produced by running submissions/accepted/main.cpp."""
import os
import random
import string

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "data", "secret")
MAXN = 200000
LETTERS = string.ascii_lowercase


def runs_string(rng, total, max_run, alphabet=LETTERS):
    """Random string of exactly `total` letters made of runs of length 1..max_run."""
    parts = []
    prev = None
    left = total
    while left > 0:
        c = rng.choice([x for x in alphabet if x != prev])
        r = min(left, rng.randint(1, max_run))
        parts.append(c * r)
        prev = c
        left -= r
    return "".join(parts)


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(777)
    tests = [
        "a",
        "aa",
        "ab",
        "a" * 10,
        "abababab",
        "q" * 9 + "r" * 10 + "s" * 11 + "t" * 99 + "u" * 100 + "v",
        runs_string(rng, 40, 3),
        runs_string(rng, 2000, 20),
        runs_string(rng, 50000, 1000),
        # maximum-size tests
        "m" * MAXN,
        "".join("xy"[i % 2] for i in range(MAXN)),
        runs_string(rng, MAXN, 15),
    ]
    for i, s in enumerate(tests, 1):
        with open(os.path.join(OUT, "%02d.in" % i), "w") as f:
            f.write(s + "\n")


if __name__ == "__main__":
    main()
