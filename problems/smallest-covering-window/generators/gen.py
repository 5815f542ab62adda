#!/usr/bin/env python3
"""Writes data/secret/*.in for Smallest Covering Window. Deterministic (fixed seed).
The .ans files are produced by running submissions/accepted/main.cpp."""
import os
import random
import string

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "data", "secret")
MAXN = 200000
LETTERS = string.ascii_letters  # 52 letters, both cases


def rand_str(rng, n, alphabet=LETTERS):
    return "".join(rng.choice(alphabet) for _ in range(n))


def shuffled(rng, s):
    s = list(s)
    rng.shuffle(s)
    return "".join(s)


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(5150)
    t20 = rand_str(rng, 20)
    s_big = rand_str(rng, MAXN)
    s_26 = rand_str(rng, MAXN, string.ascii_lowercase)
    short_t = list(shuffled(rng, s_26))
    short_t[rng.randrange(MAXN)] = "Q"  # s_26 has no uppercase letters
    tests = [
        ("a", "a"),
        ("a", "b"),
        ("ab", "abc"),
        ("aA", "A"),
        ("aabaa", "aaa"),
        (shuffled(rng, t20), t20),
        (rand_str(rng, 50, "abc"), rand_str(rng, 4, "abc")),
        (rand_str(rng, 5000, "abc"), rand_str(rng, 5, "abc")),
        (rand_str(rng, 20000), rand_str(rng, 100)),
        # maximum-size tests
        ("a" * (MAXN - 1) + "b", "ab"),
        (s_big, rand_str(rng, 1000)),
        (s_big, shuffled(rng, s_big)),
        (s_26, "".join(short_t)),
        (rand_str(rng, MAXN, "ab"), "a" * 50000 + "b" * 50000),
    ]
    for i, (s, t) in enumerate(tests, 1):
        assert 1 <= len(s) <= MAXN and 1 <= len(t) <= MAXN
        with open(os.path.join(OUT, "%02d.in" % i), "w") as f:
            f.write(s + "\n" + t + "\n")


if __name__ == "__main__":
    main()
