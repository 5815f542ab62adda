#!/usr/bin/env python3
"""Writes data/sample and data/secret for "Window Maximums"
(maxSlidingWindow(nums: int[], k: int) -> int[]).

Deterministic (fixed seed). Each .in holds one JSON value per parameter; each .ans is the returned
array, computed by the monotonic-deque reference below.
Usage: python3 generators/gen.py
"""
import json
import os
import random
from collections import deque

DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data")
MAX_N = 50_000
BIG = 10**4


def dump(value):
    return json.dumps(value, separators=(",", ":"))


def window_maximums(nums, k):
    window = deque()  # positions whose values decrease from front to back
    result = []
    for i, value in enumerate(nums):
        while window and nums[window[-1]] <= value:
            window.pop()
        window.append(i)
        if window[0] <= i - k:
            window.popleft()
        if i >= k - 1:
            result.append(nums[window[0]])
    return result


def write(folder, name, nums, k):
    os.makedirs(os.path.join(DATA, folder), exist_ok=True)
    with open(os.path.join(DATA, folder, name + ".in"), "w") as f:
        f.write(dump(nums) + "\n" + dump(k) + "\n")
    with open(os.path.join(DATA, folder, name + ".ans"), "w") as f:
        f.write(dump(window_maximums(nums, k)) + "\n")


def main():
    rng = random.Random(7_7777)
    write("sample", "1", [4, 2, 12, 3, -1, 5, 1], 3)
    write("sample", "2", [-2, -8, -1, -6, -3], 5)
    secret = [
        ([BIG], 1),
        ([-BIG, BIG], 1),  # k = 1: the array itself
        ([3, 1, 2], 2),
        ([5, 5, 5, 5], 2),
        ([9, 8, 7, 6, 5, 4], 3),  # decreasing: the maximum leaves every step
        ([1, 2, 3, 4, 5, 6], 3),  # increasing
        ([rng.randint(-BIG, BIG) for _ in range(10)], 4),
        ([rng.randint(-BIG, BIG) for _ in range(1000)], 37),
        ([rng.randint(-5, 5) for _ in range(5000)], 100),
        (list(range(MAX_N, 0, -1)), MAX_N - 5000),  # maximum size, decreasing, a wide window
        ([rng.randint(0, 999) for _ in range(MAX_N)], 20_000),  # maximum size
        ([rng.randint(-99, 99) for _ in range(MAX_N)], MAX_N - 10_000),  # maximum size
    ]
    for index, (nums, k) in enumerate(secret, 1):
        write("secret", f"{index:02d}", nums, k)


if __name__ == "__main__":
    main()
