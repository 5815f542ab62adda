#!/usr/bin/env python3
"""Writes data/secret for "Longest Rising Sequence": the readings as a JSON array, and the length.

Deterministic (fixed seed). The answers come from longest() below; every solution in
submissions/accepted must agree with them. The tests of 2 * 10^4 readings are the ones that make
the quadratic dynamic programme of submissions/time_limit_exceeded too slow.
Usage: python3 generators/gen.py
"""
import bisect
import os
import random

SECRET = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "secret")
MAX_N = 2 * 10**4
MAX_A = 10**9


def longest(readings):
    tails = []  # tails[k]: the smallest last value of a rising subsequence of length k + 1
    for value in readings:
        place = bisect.bisect_left(tails, value)
        tails[place:place + 1] = [value]
    return len(tails)


def write(name, readings):
    assert 1 <= len(readings) <= MAX_N and all(-MAX_A <= value <= MAX_A for value in readings)
    with open(os.path.join(SECRET, name + ".in"), "w") as f:
        f.write("[" + ",".join(map(str, readings)) + "]\n")
    with open(os.path.join(SECRET, name + ".ans"), "w") as f:
        f.write(f"{longest(readings)}\n")


def main():
    rnd = random.Random(8675309)
    os.makedirs(SECRET, exist_ok=True)
    zigzag = []
    for index in range(MAX_N // 2):
        zigzag += [2 * index + 1, 2 * index]
    tests = [
        [-MAX_A],                                           # one reading
        [7, 7],                                             # equal pair: answer 1
        [-MAX_A, MAX_A],                                    # extreme values, increasing
        list(range(1000, 0, -1)),                           # strictly decreasing
        list(range(-2000, -1000)),                          # strictly increasing, negative
        [42] * 5000,                                        # all equal
        [rnd.randint(0, 10) for _ in range(2000)],          # many duplicates
        [rnd.randint(-MAX_A, MAX_A) for _ in range(1000)],
        [rnd.randint(-MAX_A, MAX_A) for _ in range(8000)],  # full value range
        zigzag,                                             # maximum size, answer n / 2
        [rnd.randint(-10**6, 10**6) for _ in range(MAX_N)],              # maximum size, random
        sorted(rnd.randint(-1000, 1000) for _ in range(MAX_N)),          # maximum size, non-decreasing
        list(range(-100000, -100000 + MAX_N)),                           # maximum size, increasing
    ]
    for index, readings in enumerate(tests, 1):
        write(f"{index:02d}", readings)


if __name__ == "__main__":
    main()
