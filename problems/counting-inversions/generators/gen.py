#!/usr/bin/env python3
"""Writes data/secret/*.in for Counting Inversions.

Run: python3 generators/gen.py
Deterministic: every test has its own fixed seed. The matching .ans files are made by
running submissions/accepted/main.cpp on each .in file.
"""
import os
import random

MAX_N = 100_000
MAX_A = 10**9
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')


def fmt(a):
    return f'{len(a)}\n' + ' '.join(map(str, a)) + '\n'


def tests():
    t = []
    # 01: a single element
    t.append(fmt([MAX_A]))
    # 02: two elements, one inversion
    t.append(fmt([2, 1]))
    # 03: two equal elements, no inversion
    t.append(fmt([6, 6]))
    # 04: all equal
    t.append(fmt([3] * 10))
    # 05: already sorted with repeats
    t.append(fmt([1, 1, 2, 3, 3, 3, 7, 8, 8, MAX_A]))
    # 06: reverse sorted, distinct: n(n-1)/2
    t.append(fmt(list(range(12, 0, -1))))
    # 07: reverse sorted with repeats
    t.append(fmt([5, 5, 4, 4, 4, 3, 2, 2, 1, 1]))
    # 08: small random with many duplicates
    rng = random.Random(8)
    t.append(fmt([rng.randint(1, 4) for _ in range(40)]))
    # 09: random, medium
    rng = random.Random(9)
    t.append(fmt([rng.randint(1, MAX_A) for _ in range(2000)]))
    # 10: large, few distinct values
    rng = random.Random(10)
    t.append(fmt([rng.randint(1, 20) for _ in range(50_000)]))
    # 11: maximum, strictly decreasing (answer 4999950000, beyond 32 bits)
    t.append(fmt(list(range(MAX_A, MAX_A - MAX_N, -1))))
    # 12: maximum, random values
    rng = random.Random(12)
    t.append(fmt([rng.randint(1, MAX_A) for _ in range(MAX_N)]))
    return t


def main():
    os.makedirs(OUT, exist_ok=True)
    for i, text in enumerate(tests(), 1):
        with open(os.path.join(OUT, f'{i:02d}.in'), 'w') as f:
            f.write(text)


if __name__ == '__main__':
    main()
