#!/usr/bin/env python3
"""Generates data/secret/*.in and *.ans for Find a Peak (deterministic).

Run from anywhere: python3 generators/gen.py
Each .in is what the interactor reads: n, then the n distinct heights. Each .ans holds the index
of the tallest tower (always a peak; the interactor accepts any peak and does not read it).
"""
import os
import random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "secret")
MAX_N = 100_000
MAX_HEIGHT = 10**9


def write(idx, heights):
    n = len(heights)
    assert 1 <= n <= MAX_N and len(set(heights)) == n and all(1 <= h <= MAX_HEIGHT for h in heights)
    tallest = heights.index(max(heights)) + 1
    with open(os.path.join(OUT, f"{idx:02d}.in"), "w") as f:
        f.write(f"{n}\n{' '.join(map(str, heights))}\n")
    with open(os.path.join(OUT, f"{idx:02d}.ans"), "w") as f:
        f.write(f"{tallest}\n")


def distinct(rng, n):
    return rng.sample(range(1, MAX_HEIGHT + 1), n)


def mountain(rng, n, top):
    """Rises to position top (1-based), then falls: the only peak is at top."""
    values = sorted(distinct(rng, n))
    highest = values.pop()
    rng.shuffle(values)
    left, right = sorted(values[: top - 1]), sorted(values[top - 1 :], reverse=True)
    return left + [highest] + right


def valley(rng, n, bottom):
    """Falls to position bottom, then rises: the peaks are the two ends."""
    values = sorted(distinct(rng, n))
    lowest = values.pop(0)
    rng.shuffle(values)
    left, right = sorted(values[: bottom - 1], reverse=True), sorted(values[bottom - 1 :])
    return left + [lowest] + right


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(1979)
    tests = [
        [7],                                           # one tower is a peak
        [3, 9],                                        # rising pair: the peak is the last tower
        [9, 3],                                        # falling pair: the peak is the first tower
        [2, 8, 5],
        [8, 2, 5],                                     # a valley: both ends are peaks
        sorted(distinct(rng, MAX_N)),                  # rising street: only tower n
        sorted(distinct(rng, MAX_N), reverse=True),    # falling street: only tower 1
        mountain(rng, MAX_N, rng.randint(2, MAX_N - 1)),
        mountain(rng, MAX_N, MAX_N - 1),               # the peak next to the right end
        mountain(rng, MAX_N, 2),                       # the peak next to the left end
        mountain(rng, 65_537, 32_769),                 # a power of two plus one: uneven halves
        valley(rng, MAX_N, MAX_N // 2),
        distinct(rng, MAX_N),                          # random heights: many peaks
        distinct(rng, 41),                             # n just above the question limit
    ]
    for idx, heights in enumerate(tests, start=1):
        write(idx, heights)


if __name__ == "__main__":
    main()
