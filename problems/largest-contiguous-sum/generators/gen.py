#!/usr/bin/env python3
"""Writes data/secret/*.in for Largest Contiguous Sum.

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
    # 01: one positive element
    t.append(fmt([5]))
    # 02: one negative element (the block cannot be empty)
    t.append(fmt([-MAX_A]))
    # 03: all negative, best is the largest single value in the middle
    t.append(fmt([-8, -3, -9, -1, -6, -2, -7]))
    # 04: all zeros
    t.append(fmt([0] * 10))
    # 05: all positive: the whole array
    t.append(fmt([4, 1, 7, 2, 9, 3]))
    # 06: best block at the very end, after a long negative prefix
    t.append(fmt([-5, -1, -4, 2, -1, 6]))
    # 07: small random
    rng = random.Random(7)
    t.append(fmt([rng.randint(-10, 10) for _ in range(30)]))
    # 08: random, medium, slightly negative bias
    rng = random.Random(8)
    t.append(fmt([rng.randint(-1100, 1000) for _ in range(1000)]))
    # 09: two good blocks separated by a deep valley
    rng = random.Random(9)
    a = [rng.randint(-100, 300) for _ in range(20_000)]
    a[10_000] = -MAX_A
    t.append(fmt(a))
    # 10: maximum, all values equal to 10^9 (answer 10^14)
    t.append(fmt([MAX_A] * MAX_N))
    # 11: maximum, all negative (answer is the largest element)
    rng = random.Random(11)
    t.append(fmt([rng.randint(-MAX_A, -1) for _ in range(MAX_N)]))
    # 12: maximum, random full range
    rng = random.Random(12)
    t.append(fmt([rng.randint(-MAX_A, MAX_A) for _ in range(MAX_N)]))
    return t


def main():
    os.makedirs(OUT, exist_ok=True)
    for i, text in enumerate(tests(), 1):
        with open(os.path.join(OUT, f'{i:02d}.in'), 'w') as f:
            f.write(text)


if __name__ == '__main__':
    main()
