#!/usr/bin/env python3
"""Writes data/secret for "K-th Highest Score": nums as a JSON array, then k.

Deterministic (fixed seed). The answers come from sorting (the reference below); every solution in
submissions/accepted must agree with them. The arrays of 2 * 10^4 elements with k in the middle or at
the end are the tests that make selecting the maximum k times (submissions/time_limit_exceeded) too slow.
Usage: python3 generators/gen.py
"""
import os
import random

SECRET = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "secret")
MAX_N = 2 * 10**4
MAX_VALUE = 10**4


def write(name, nums, k):
    assert 1 <= k <= len(nums) <= MAX_N and all(-MAX_VALUE <= value <= MAX_VALUE for value in nums)
    with open(os.path.join(SECRET, name + ".in"), "w") as f:
        f.write("[" + ",".join(map(str, nums)) + f"]\n{k}\n")
    with open(os.path.join(SECRET, name + ".ans"), "w") as f:
        f.write(f"{sorted(nums, reverse=True)[k - 1]}\n")


def main():
    rng = random.Random(2026_12_3)
    os.makedirs(SECRET, exist_ok=True)
    scores = lambda n, high=MAX_VALUE: [rng.randint(-high, high) for _ in range(n)]  # noqa: E731
    tests = [
        ([MAX_VALUE], 1),                                       # one game
        ([MAX_VALUE, -MAX_VALUE], 2),
        ([-7] * 1000, 500),                                     # every score equal
        (scores(2000, 5), 1234),                                # few distinct scores
        (sorted(scores(1000)), 1),                              # ascending, the largest
        (scores(5000), 5000),                                   # the smallest
        (scores(MAX_N), 1),                                     # maximum size, the largest
        (scores(MAX_N), MAX_N // 2),                            # maximum size, the median
        (scores(MAX_N, 100), 15000),                            # maximum size, many duplicates
        (sorted(scores(MAX_N), reverse=True), MAX_N // 2),      # descending
        (scores(MAX_N), MAX_N),                                 # maximum size, the smallest
        (scores(MAX_N), 12345),
    ]
    for index, (nums, k) in enumerate(tests, 1):
        write(f"{index:02d}", nums, k)


if __name__ == "__main__":
    main()
