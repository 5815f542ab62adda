#!/usr/bin/env python3
"""Writes data/secret/*.in for Window Maximums.

Run: python3 generators/gen.py
Deterministic: every test has its own fixed seed. The matching .ans files are made by
running submissions/accepted/main.cpp on each .in file.
"""
import os
import random

MAX_N = 100_000
MAX_A = 10**9
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')


def fmt(a, k):
    return f'{len(a)} {k}\n' + ' '.join(map(str, a)) + '\n'


def tests():
    t = []
    # 01: one reading, window 1
    t.append(fmt([-MAX_A], 1))
    # 02: window 1: the array itself
    t.append(fmt([3, -1, 4, -1, 5, -9, 2], 1))
    # 03: window equal to the whole array
    t.append(fmt([7, 1, 9, 3, 9, 2], 6))
    # 04: all equal
    t.append(fmt([5] * 10, 4))
    # 05: strictly increasing
    t.append(fmt(list(range(1, 13)), 3))
    # 06: strictly decreasing: every window maximum leaves at the next step
    t.append(fmt(list(range(12, 0, -1)), 3))
    # 07: small random with duplicates and negative values
    rng = random.Random(7)
    t.append(fmt([rng.randint(-5, 5) for _ in range(40)], 6))
    # 08: random, medium
    rng = random.Random(8)
    t.append(fmt([rng.randint(-MAX_A, MAX_A) for _ in range(2000)], 57))
    # 09: window of 2 over many small values
    rng = random.Random(9)
    t.append(fmt([rng.randint(-1000, 1000) for _ in range(30_000)], 2))
    # 10: decreasing runs, the maximum often leaves the window
    rng = random.Random(10)
    a = []
    while len(a) < 30_000:
        start = rng.randint(0, MAX_A)
        a.extend(start - 7 * j for j in range(rng.randint(1, 500)))
    t.append(fmt(a[:30_000], 250))
    # 11: maximum, window of half the array
    rng = random.Random(11)
    t.append(fmt([rng.randint(-MAX_A, MAX_A) for _ in range(MAX_N)], MAX_N // 2))
    # 12: maximum, decreasing trend with noise, window of 1000
    rng = random.Random(12)
    a = [MAX_A - 19_000 * i + rng.randint(-1_000_000, 1_000_000) for i in range(MAX_N)]
    t.append(fmt([max(-MAX_A, min(MAX_A, x)) for x in a], 1000))
    return t


def main():
    os.makedirs(OUT, exist_ok=True)
    for i, text in enumerate(tests(), 1):
        with open(os.path.join(OUT, f'{i:02d}.in'), 'w') as f:
            f.write(text)


if __name__ == '__main__':
    main()
