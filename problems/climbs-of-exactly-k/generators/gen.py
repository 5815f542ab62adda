#!/usr/bin/env python3
"""Writes data/sample and data/secret for "Climbs of Exactly K" (subarraySum(nums: int[], k: int) -> int).

Deterministic (fixed seed). Each .in holds one JSON value per parameter; each .ans is the returned
count, computed with prefix sums below.
Usage: python3 generators/gen.py
"""
import json
import os
import random
from collections import Counter

DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data")
MAX_N = 50_000
BIG = 1000


def dump(value):
    return json.dumps(value, separators=(",", ":"))


def stretches(nums, k):
    seen = Counter({0: 1})  # prefix sums so far, the empty prefix included
    total = count = 0
    for value in nums:
        total += value
        count += seen[total - k]
        seen[total] += 1
    return count


def write(folder, name, nums, k):
    answer = stretches(nums, k)
    assert answer < 2**31
    os.makedirs(os.path.join(DATA, folder), exist_ok=True)
    with open(os.path.join(DATA, folder, name + ".in"), "w") as f:
        f.write(dump(nums) + "\n" + dump(k) + "\n")
    with open(os.path.join(DATA, folder, name + ".ans"), "w") as f:
        f.write(dump(answer) + "\n")


def main():
    rng = random.Random(2_0202)
    write("sample", "1", [5, 2, 3, 4, -2, -2], 5)
    write("sample", "2", [0, 0, 0], 0)
    write("sample", "3", [2, -1, -3, -4, 1], -4)
    secret = [
        ([7], 7),
        ([7], -7),
        ([BIG, -BIG], 0),
        ([1, -1, 1, -1], 0),
        ([3, 4, 7, -7, 2], 7),  # a stretch from the very start needs the empty prefix
        ([rng.randint(-3, 3) for _ in range(10)], 2),
        ([rng.randint(-BIG, BIG) for _ in range(1000)], 500),
        ([rng.randint(-2, 2) for _ in range(5000)], 0),
        ([BIG] * 10_000, 10**7),  # k at its largest: the whole route
        ([0] * MAX_N, 0),  # maximum size and the largest answer, 1 250 025 000
        ([rng.randint(-99, 99) for _ in range(MAX_N)], 37),  # maximum size
        ([rng.randint(-5, 6) for _ in range(MAX_N)], -12),  # maximum size
    ]
    for index, (nums, k) in enumerate(secret, 1):
        write("secret", f"{index:02d}", nums, k)


if __name__ == "__main__":
    main()
