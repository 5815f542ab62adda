#!/usr/bin/env python3
"""Writes data/sample and data/secret for "Rainwater Between Walls" (trap(height: int[]) -> int).

Deterministic (fixed seed). Each .in holds one JSON value per parameter; each .ans is the returned
int, computed from prefix and suffix maxima below.
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


def water(height):
    right = height[:]
    for i in range(len(height) - 2, -1, -1):
        right[i] = max(right[i], right[i + 1])
    total = left = 0
    for i, h in enumerate(height):
        left = max(left, h)
        total += min(left, right[i]) - h
    return total


def write(folder, name, height):
    os.makedirs(os.path.join(DATA, folder), exist_ok=True)
    with open(os.path.join(DATA, folder, name + ".in"), "w") as f:
        f.write(dump(height) + "\n")
    with open(os.path.join(DATA, folder, name + ".ans"), "w") as f:
        f.write(dump(water(height)) + "\n")


def main():
    rng = random.Random(3_3333)
    write("sample", "1", [0, 3, 1, 0, 2, 4, 1, 2])
    write("sample", "2", [1, 2, 3, 2, 1])
    secret = [
        [0],
        [BIG],
        [BIG, 0, BIG],
        [2, 0, 1],  # the lower side decides
        [0, 0, 0],
        [5, 4, 3, 2, 1],
        [3, 0, 3, 0, 3],
        [rng.randint(0, BIG) for _ in range(10)],
        [rng.randint(0, BIG) for _ in range(1000)],
        [rng.randint(0, 9) for _ in range(10_000)],
        [BIG] + [0] * (MAX_N - 2) + [BIG],  # maximum size and the most water, about 5 * 10^8
        [rng.randint(0, 999) for _ in range(MAX_N)],  # maximum size
        [min(i, MAX_N - 1 - i) % 100 for i in range(MAX_N)],  # maximum size, saw teeth
    ]
    for index, height in enumerate(secret, 1):
        write("secret", f"{index:02d}", height)


if __name__ == "__main__":
    main()
