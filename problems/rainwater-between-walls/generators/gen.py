#!/usr/bin/env python3
"""Writes data/secret/*.in for Rainwater Between Walls.

Run: python3 generators/gen.py
Deterministic: every test has its own fixed seed. The matching .ans files are made by
running submissions/accepted/main.cpp on each .in file.
"""
import os
import random

MAX_N = 200_000
MAX_H = 10**6
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')


def fmt(h):
    return f'{len(h)}\n' + ' '.join(map(str, h)) + '\n'


def tests():
    t = []
    # 01: a single column holds nothing
    t.append(fmt([5]))
    # 02: two columns hold nothing
    t.append(fmt([MAX_H, MAX_H]))
    # 03: the smallest valley
    t.append(fmt([2, 0, 3]))
    # 04: all zero
    t.append(fmt([0] * 12))
    # 05: all equal
    t.append(fmt([9] * 12))
    # 06: decreasing, then increasing (a V)
    t.append(fmt([6, 5, 4, 3, 2, 1, 0, 1, 2, 3, 4]))
    # 07: nested basins with a tall middle column
    t.append(fmt([4, 0, 2, 0, 4, 1, 9, 1, 3, 0, 5, 2]))
    # 08: small random
    rng = random.Random(8)
    t.append(fmt([rng.randint(0, 10) for _ in range(50)]))
    # 09: random, medium
    rng = random.Random(9)
    t.append(fmt([rng.randint(0, 1000) for _ in range(2000)]))
    # 10: maximum, two huge walls at the ends and gaps in between (about 2*10^11 units)
    t.append(fmt([MAX_H] + [0] * (MAX_N - 2) + [MAX_H]))
    # 11: maximum, random heights
    rng = random.Random(11)
    t.append(fmt([rng.randint(0, MAX_H) for _ in range(MAX_N)]))
    # 12: maximum, a rough mountain: rising then falling with noise
    rng = random.Random(12)
    h = []
    for i in range(MAX_N):
        base = min(i, MAX_N - 1 - i) * 9
        h.append(max(0, min(MAX_H, base + rng.randint(-50_000, 50_000))))
    t.append(fmt(h))
    return t


def main():
    os.makedirs(OUT, exist_ok=True)
    for i, text in enumerate(tests(), 1):
        with open(os.path.join(OUT, f'{i:02d}.in'), 'w') as f:
            f.write(text)


if __name__ == '__main__':
    main()
