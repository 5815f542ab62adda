#!/usr/bin/env python3
"""Writes data/secret/*.in for Next Taller Tower.

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
    # 01: a single tower
    t.append(fmt([1]))
    # 02: two towers, the second is taller
    t.append(fmt([3, 4]))
    # 03: two towers of the same height
    t.append(fmt([MAX_H, MAX_H]))
    # 04: strictly increasing
    t.append(fmt(list(range(1, 11))))
    # 05: strictly decreasing, then one giant at the end
    t.append(fmt(list(range(10, 0, -1)) + [MAX_H]))
    # 06: plateaus: equal heights must be skipped
    t.append(fmt([2, 2, 1, 1, 2, 3, 3, 1, 3, 4, 4, 2]))
    # 07: small random with many duplicates
    rng = random.Random(7)
    t.append(fmt([rng.randint(1, 3) for _ in range(40)]))
    # 08: random, medium
    rng = random.Random(8)
    t.append(fmt([rng.randint(1, 1000) for _ in range(1000)]))
    # 09: large, few distinct heights
    rng = random.Random(9)
    t.append(fmt([rng.randint(1, 10) for _ in range(50_000)]))
    # 10: maximum, strictly decreasing: every answer is 0
    t.append(fmt(list(range(MAX_N, 0, -1))))
    # 11: maximum, all equal except a taller tower at the very end
    t.append(fmt([7] * (MAX_N - 1) + [8]))
    # 12: maximum, random heights
    rng = random.Random(12)
    t.append(fmt([rng.randint(1, MAX_H) for _ in range(MAX_N)]))
    return t


def main():
    os.makedirs(OUT, exist_ok=True)
    for i, text in enumerate(tests(), 1):
        with open(os.path.join(OUT, f'{i:02d}.in'), 'w') as f:
            f.write(text)


if __name__ == '__main__':
    main()
