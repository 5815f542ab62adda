#!/usr/bin/env python3
"""Writes data/sample and data/secret for "Pair Sums to Target" (twoSum(nums: int[], target: int) -> int[]).

Deterministic (fixed seed). Each .in holds one JSON value per parameter; each .ans is [i, j] with
i < j. Every test is checked to have exactly one pair; the large ones get it by construction: every
other value is a multiple of 3 while the pair's two values are 1 more than one, so the target
(2 more than a multiple of 3) is reached by no other pair.
Usage: python3 generators/gen.py
"""
import json
import os
import random

DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data")
MAX_N = 50_000
BIG = 10**9


def dump(value):
    return json.dumps(value, separators=(",", ":"))


def pairs(nums, target):
    """Every pair [i, j], i < j, summing to target (a value-to-positions map, so not quadratic)."""
    seen = {}
    found = []
    for j, value in enumerate(nums):
        for i in seen.get(target - value, []):
            found.append([i, j])
        seen.setdefault(value, []).append(j)
    return found


def write(folder, name, nums, target):
    found = pairs(nums, target)
    assert len(found) == 1, (name, found)
    os.makedirs(os.path.join(DATA, folder), exist_ok=True)
    with open(os.path.join(DATA, folder, name + ".in"), "w") as f:
        f.write(dump(nums) + "\n" + dump(target) + "\n")
    with open(os.path.join(DATA, folder, name + ".ans"), "w") as f:
        f.write(dump(found[0]) + "\n")


def planted(rng, n, limit, i, j):
    """n values: multiples of 3 within ±limit, but positions i and j are 1 above one."""
    nums = [3 * rng.randint(-limit // 3, limit // 3) for _ in range(n)]
    nums[i] = 3 * rng.randint(-limit // 3, limit // 3 - 1) + 1
    nums[j] = 3 * rng.randint(-limit // 3, limit // 3 - 1) + 1
    return nums, nums[i] + nums[j]


def main():
    rng = random.Random(1_2345)
    write("sample", "1", [3, 6, 11, 8, 1], 7)
    write("sample", "2", [4, 7, 5, 3], 8)
    write("sample", "3", [-5, -5], -10)
    write("secret", "01", [1, 2], 3)
    write("secret", "02", [BIG, -BIG], 0)
    write("secret", "03", [BIG // 2, 7, BIG // 2], BIG)
    write("secret", "04", [0, 4, 0], 0)
    write("secret", "05", [2, 9, 4, 1, 6], 8)  # 4 + 4 would be wrong: one item
    cases = [
        (10, BIG, 2, 7),
        (1000, BIG, 0, 999),
        (1000, 30, 500, 501),  # many equal values
        (20_000, 10**5, 13, 19_000),
        (MAX_N, 10**5, MAX_N - 2, MAX_N - 1),  # maximum size, the pair at the very end
        (MAX_N, 10**5, MAX_N // 2, MAX_N - 1),  # maximum size
    ]
    for index, (n, limit, i, j) in enumerate(cases, 6):
        nums, target = planted(rng, n, limit, i, j)
        write("secret", f"{index:02d}", nums, target)


if __name__ == "__main__":
    main()
