#!/usr/bin/env python3
"""Writes data/secret/*.in for Range Sum Queries.

Run: python3 generators/gen.py
Deterministic: every test has its own fixed seed. The matching .ans files are made by
running submissions/accepted/main.cpp on each .in file.
"""
import os
import random

MAX_N = 50_000
MAX_Q = 50_000
MAX_A = 10**9
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')


def fmt(a, queries):
    lines = [f'{len(a)} {len(queries)}', ' '.join(map(str, a))]
    lines += [f'{l} {r}' for l, r in queries]
    return '\n'.join(lines) + '\n'


def random_queries(rng, n, q):
    res = []
    for _ in range(q):
        l, r = rng.randint(1, n), rng.randint(1, n)
        res.append((min(l, r), max(l, r)))
    return res


def all_ranges(n):
    return [(l, r) for l in range(1, n + 1) for r in range(l, n + 1)]


def tests():
    t = []
    # 01: smallest possible input
    t.append(fmt([7], [(1, 1)]))
    # 02: one element, negative, asked many times
    t.append(fmt([-MAX_A], [(1, 1)] * 5))
    # 03: all equal negative values, every range
    t.append(fmt([-4] * 8, all_ranges(8)))
    # 04: zeros and alternating signs, every range
    t.append(fmt([0, 5, -5, 0, 5, -5, 0], all_ranges(7)))
    # 05: extreme values, every range
    rng = random.Random(5)
    t.append(fmt([rng.choice([-MAX_A, MAX_A]) for _ in range(40)], all_ranges(40)))
    # 06: small random
    rng = random.Random(6)
    a = [rng.randint(-20, 20) for _ in range(100)]
    t.append(fmt(a, random_queries(rng, 100, 100)))
    # 07: random, medium
    rng = random.Random(7)
    a = [rng.randint(-1000, 1000) for _ in range(1000)]
    t.append(fmt(a, random_queries(rng, 1000, 1000)))
    # 08: large n, few queries; includes the full range and single points
    rng = random.Random(8)
    a = [rng.randint(-MAX_A, MAX_A) for _ in range(20_000)]
    qs = [(1, 20_000), (1, 1), (20_000, 20_000)] + random_queries(rng, 20_000, 997)
    t.append(fmt(a, qs))
    # 09: small n, many queries
    rng = random.Random(9)
    a = [rng.randint(-MAX_A, MAX_A) for _ in range(10)]
    t.append(fmt(a, random_queries(rng, 10, 20_000)))
    # 10: values near -10^9, many long queries
    rng = random.Random(10)
    a = [rng.randint(-MAX_A, -MAX_A + 1000) for _ in range(20_000)]
    t.append(fmt(a, random_queries(rng, 20_000, 20_000)))
    # 11: maximum, all values 10^9, long ranges (sums far beyond 32 bits)
    rng = random.Random(11)
    a = [MAX_A] * MAX_N
    qs = []
    for _ in range(MAX_Q):
        l = rng.randint(1, 1000)
        r = rng.randint(MAX_N - 1000, MAX_N)
        qs.append((l, r))
    t.append(fmt(a, qs))
    # 12: maximum, random values, random queries
    rng = random.Random(12)
    a = [rng.randint(-MAX_A, MAX_A) for _ in range(MAX_N)]
    t.append(fmt(a, random_queries(rng, MAX_N, MAX_Q)))
    return t


def main():
    os.makedirs(OUT, exist_ok=True)
    for i, text in enumerate(tests(), 1):
        with open(os.path.join(OUT, f'{i:02d}.in'), 'w') as f:
            f.write(text)


if __name__ == '__main__':
    main()
