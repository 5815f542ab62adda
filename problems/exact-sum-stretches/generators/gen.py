#!/usr/bin/env python3
"""Generates data/secret/group*/*.in and *.ans for Exact Sum Stretches (deterministic).

Run from anywhere: python3 generators/gen.py
The answers are computed here by counting equal prefix sums.
"""
import os
import random
from collections import Counter

SECRET = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "secret")
MAX_N = 200_000
MAX_CHANGE = 10**4


def count_stretches(changes, target):
    seen = Counter({0: 1})
    prefix = total = 0
    for change in changes:
        prefix += change
        total += seen[prefix - target]
        seen[prefix] += 1
    return total


def write(group, idx, changes, target):
    assert 1 <= len(changes) <= MAX_N and abs(target) <= 2 * 10**9
    assert all(abs(c) <= MAX_CHANGE for c in changes)
    if group == "group1":
        assert all(c >= 1 for c in changes) and target >= 1
    if group == "group2":
        assert len(changes) <= 5000
    folder = os.path.join(SECRET, group)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, f"{idx:02d}.in"), "w") as f:
        f.write(f"{len(changes)} {target}\n{' '.join(map(str, changes))}\n")
    with open(os.path.join(folder, f"{idx:02d}.ans"), "w") as f:
        f.write(f"{count_stretches(changes, target)}\n")


def randoms(rng, n, low, high):
    return [rng.randint(low, high) for _ in range(n)]


def prefix_target(changes, length):
    """A target that the first `length` days reach: stretches starting on day 1 count."""
    return sum(changes[:length])


def main():
    rng = random.Random(777)
    # group1: every change positive, n <= 200 000 (20 points)
    write("group1", 1, [5], 5)
    small = [3, 1, 2, 4, 3]
    write("group1", 2, small, prefix_target(small, 2))
    write("group1", 3, [1] * MAX_N, 1000)
    big = randoms(rng, MAX_N, 1, MAX_CHANGE)
    write("group1", 4, big, prefix_target(big, 500))
    tiny = randoms(rng, MAX_N, 1, 10)
    write("group1", 5, tiny, prefix_target(tiny, 7))
    # group2: n <= 5000, changes of any sign (30 points)
    write("group2", 1, [1, -1, 1], 0)
    mixed = randoms(rng, 5000, -10, 10)
    write("group2", 2, mixed, prefix_target(mixed, 100))
    write("group2", 3, [0] * 5000, 0)                           # every stretch: 12 502 500
    wide = randoms(rng, 5000, -MAX_CHANGE, MAX_CHANGE)
    write("group2", 4, wide, prefix_target(wide, 2500))
    steps = [rng.choice((-1, 1)) for _ in range(4999)]
    write("group2", 5, steps, prefix_target(steps, 1))
    # group3: no further constraints (50 points)
    mixed = randoms(rng, MAX_N, -10, 10)
    write("group3", 1, mixed, prefix_target(mixed, 1234))
    write("group3", 2, [0] * MAX_N, 0)                          # every stretch: 20 000 100 000
    wide = randoms(rng, MAX_N, -MAX_CHANGE, MAX_CHANGE)
    write("group3", 3, wide, prefix_target(wide, 99_999))
    write("group3", 4, [MAX_CHANGE] * MAX_N, 2 * 10**9)        # only the whole range, at the largest sum
    steps = [rng.choice((-1, 1)) for _ in range(MAX_N)]
    write("group3", 5, steps, -3)                               # a negative target
    write("group3", 6, randoms(rng, 3000, -MAX_CHANGE, 0) + [5] + randoms(rng, 3000, 0, MAX_CHANGE), 5)


if __name__ == "__main__":
    main()
