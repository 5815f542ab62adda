#!/usr/bin/env python3
"""Writes data/secret/*.in for Pair Sums to Target.

Run: python3 generators/gen.py
Deterministic: every test has its own fixed seed. The matching .ans files are made by
running submissions/accepted/main.cpp on each .in file.
"""
import os
import random

MAX_N = 100_000
MAX_A = 10**9
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')


def fmt(a, t):
    return f'{len(a)} {t}\n' + ' '.join(map(str, a)) + '\n'


def tests():
    t = []
    # 01: a single item can never form a pair, even if 2*a = t
    t.append(fmt([4], 8))
    # 02: two items that match
    t.append(fmt([-3, 10], 7))
    # 03: two items that do not match
    t.append(fmt([1, 2], 4))
    # 04: target 0 with opposite values and zeros
    t.append(fmt([0, 5, -5, 0, 5, 0, -5, 3], 0))
    # 05: negative target, negative values
    t.append(fmt([-7, -1, -4, -4, -2, -6, 3, -11], -8))
    # 06: extreme values and extreme targets
    t.append(fmt([MAX_A, MAX_A, -MAX_A, MAX_A, -MAX_A], 2 * MAX_A))
    # 07: small random, many duplicates
    rng = random.Random(7)
    t.append(fmt([rng.randint(-5, 5) for _ in range(50)], 2))
    # 08: random, medium, odd target
    rng = random.Random(8)
    t.append(fmt([rng.randint(0, 100) for _ in range(2000)], 101))
    # 09: large, values spread wide, target from two existing values
    rng = random.Random(9)
    a = [rng.randint(-MAX_A, MAX_A) for _ in range(50_000)]
    t.append(fmt(a, a[123] + a[45_678]))
    # 10: maximum, all equal, t = 2*value (answer n(n-1)/2, beyond 32 bits)
    t.append(fmt([-MAX_A] * MAX_N, -2 * MAX_A))
    # 11: maximum, small value range, very many pairs
    rng = random.Random(11)
    t.append(fmt([rng.randint(-30, 30) for _ in range(MAX_N)], 0))
    # 12: maximum, wide values in matching pairs
    rng = random.Random(12)
    a = []
    target = 123_456_789
    while len(a) < MAX_N:
        x = rng.randint(target - MAX_A, MAX_A)
        a.append(x)
        if rng.random() < 0.5:
            a.append(target - x)
    a = a[:MAX_N]
    rng.shuffle(a)
    t.append(fmt(a, target))
    return t


def main():
    os.makedirs(OUT, exist_ok=True)
    for i, text in enumerate(tests(), 1):
        with open(os.path.join(OUT, f'{i:02d}.in'), 'w') as f:
            f.write(text)


if __name__ == '__main__':
    main()
