#!/usr/bin/env python3
"""Writes data/secret/*.in for Pattern Occurrences. Deterministic (fixed seed).
The .ans files are produced by running submissions/accepted/main.cpp."""
import os
import random
import string

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "data", "secret")
MAXN = 200000


def rand_str(rng, n, alphabet=string.ascii_lowercase):
    return "".join(rng.choice(alphabet) for _ in range(n))


def fibonacci_word(n):
    a, b = "b", "a"
    while len(b) < n:
        a, b = b, b + a
    return b[:n]


def planted(rng, n, p, count):
    """Random text of length n with `count` copies of p pasted at random places."""
    s = list(rand_str(rng, n))
    for _ in range(count):
        i = rng.randrange(n - len(p) + 1)
        s[i:i + len(p)] = p
    return "".join(s)


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(2718)
    word = rand_str(rng, 10)
    fib = fibonacci_word(1000)
    p50 = rand_str(rng, 50, "xyz")
    p12 = rand_str(rng, 12, "ab")
    tests = [
        ("a", "a"),
        ("a", "b"),
        ("ab", "abc"),
        ("aaaaa", "aa"),
        (word, word),
        (rand_str(rng, 100, "ab"), "aba"),
        (fib, fib[100:121]),
        (planted(rng, 5000, p50, 40), p50),
        (rand_str(rng, MAXN, "ab"), p12),
        # maximum-size tests
        ("a" * MAXN, "a" * (MAXN // 2)),
        ("ab" * (MAXN // 2), "ab" * (MAXN // 4) + "a"),
        ("a" * MAXN, "a" * (MAXN // 2 - 1) + "b"),
        ("a" * MAXN, "a"),
        (rand_str(rng, MAXN, "ab"), rand_str(rng, MAXN, "ab")),
    ]
    for i, (s, p) in enumerate(tests, 1):
        assert 1 <= len(s) <= MAXN and 1 <= len(p) <= MAXN
        with open(os.path.join(OUT, "%02d.in" % i), "w") as f:
            f.write(s + "\n" + p + "\n")


if __name__ == "__main__":
    main()
