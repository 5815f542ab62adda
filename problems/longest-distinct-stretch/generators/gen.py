#!/usr/bin/env python3
"""Writes data/secret/*.in for Longest Distinct Stretch. Deterministic (fixed seed).
The .ans files are produced by running submissions/accepted/main.cpp."""
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "data", "secret")
MAXN = 200000
ALL = [chr(c) for c in range(33, 127)]  # 94 printable characters, no space


def rand_str(rng, n, alphabet):
    return "".join(rng.choice(alphabet) for _ in range(n))


def shuffled_blocks(rng, n):
    """Concatenated random permutations of all 94 characters, cut to length n."""
    parts = []
    total = 0
    while total < n:
        p = ALL[:]
        rng.shuffle(p)
        parts.append("".join(p))
        total += len(p)
    return "".join(parts)[:n]


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(4242)
    all_in_order = "".join(ALL)
    tests = [
        "x",
        "aa",
        "abba",
        all_in_order,  # every character once: the whole string
        "Aa" * 5 + "aA",  # case matters
        "abcdefgh" * 5 + "!",
        "abcdcbaxyz",  # a repeat far back must not pull the window start back
        rand_str(rng, 30, "abc"),
        rand_str(rng, 1000, ALL[:26]),
        rand_str(rng, 5000, ALL),
        # maximum-size tests
        "#" * MAXN,
        rand_str(rng, MAXN, ALL),
        shuffled_blocks(rng, MAXN - 94) + all_in_order,
    ]
    for i, s in enumerate(tests, 1):
        with open(os.path.join(OUT, "%02d.in" % i), "w") as f:
            f.write(s + "\n")


if __name__ == "__main__":
    main()
