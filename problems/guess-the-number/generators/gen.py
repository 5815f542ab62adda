#!/usr/bin/env python3
"""Generates data/secret/*.in and *.ans for Guess the Number (deterministic).

Run from anywhere: python3 generators/gen.py
Each .in is what the interactor reads: "n secret". Each .ans holds the secret (the interactor
does not need it; it documents the test).
"""
import os
import random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "secret")


def write(idx, n, secret):
    assert 1 <= secret <= n <= 10**9
    for ext, text in ((".in", f"{n} {secret}\n"), (".ans", f"{secret}\n")):
        with open(os.path.join(OUT, f"{idx:02d}{ext}"), "w") as f:
            f.write(text)


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(2023)
    big = 10**9
    tests = [
        (1, 1),                   # nothing to search: the first question must be "? 1"
        (2, 2),                   # the upper end of a tiny range
        (3, 1),
        (10, 10),
        (1000, 1),                # the lower end
        (1000, 1000),             # the upper end: off-by-one searches miss it
        (big, 1),
        (big, big),               # the deepest path: 30 questions exactly
        (big, big - 1),
        (big, big // 2),
        (2**29, 2**29 - 1),
        (rng.randint(1, big), None),
        (big, rng.randint(1, big)),
        (big, rng.randint(1, big)),
    ]
    for idx, (n, secret) in enumerate(tests, start=1):
        write(idx, n, secret if secret is not None else rng.randint(1, n))


if __name__ == "__main__":
    main()
