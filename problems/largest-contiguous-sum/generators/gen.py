#!/usr/bin/env python3
"""Writes data/sample and data/secret for "Largest Contiguous Sum" (maxSubArray(nums: int[]) -> int).

Deterministic (fixed seed). Each .in holds one JSON value per parameter; each .ans is the returned
int, computed by the reference below (Kadane's scan).
Usage: python3 generators/gen.py
"""
import json
import os
import random

DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data")
MAX_N = 50_000
BIG = 10**4


def dump(value):
    return json.dumps(value, separators=(",", ":"))


def best_block(nums):
    best = ending_here = nums[0]
    for value in nums[1:]:
        ending_here = max(value, ending_here + value)
        best = max(best, ending_here)
    return best


def write(folder, name, nums):
    os.makedirs(os.path.join(DATA, folder), exist_ok=True)
    with open(os.path.join(DATA, folder, name + ".in"), "w") as f:
        f.write(dump(nums) + "\n")
    with open(os.path.join(DATA, folder, name + ".ans"), "w") as f:
        f.write(dump(best_block(nums)) + "\n")


def main():
    rng = random.Random(9_0001)
    write("sample", "1", [2, -5, 3, 4, -2, 5, -9])
    write("sample", "2", [-7, -2, -4])
    secret = [
        [-BIG],
        [BIG],
        [0],
        [-3, -1, -2],  # all negative: the best block is one element
        [5, -10, 5],
        [1, 2, 3, 4],  # the whole array
        [rng.randint(-BIG, BIG) for _ in range(10)],
        [rng.randint(-BIG, BIG) for _ in range(1000)],
        [rng.randint(-BIG, -1) for _ in range(1000)],
        [rng.randint(-100, 90) for _ in range(20_000)],
        [BIG] * MAX_N,  # maximum size and maximum sum, 5 * 10^8
        [rng.randint(-BIG, BIG) for _ in range(MAX_N)],  # maximum size
        [rng.randint(-99, 100) for _ in range(MAX_N)],  # maximum size
    ]
    for index, nums in enumerate(secret, 1):
        write("secret", f"{index:02d}", nums)


if __name__ == "__main__":
    main()
