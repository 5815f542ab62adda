#!/usr/bin/env python3
"""Writes data/sample and data/secret for "Ridge Summit"
(peakIndexInMountainArray(arr: int[]) -> int).

Deterministic (fixed seed). Each .in holds arr as JSON (checked to be a mountain); each .ans is the
summit's index.
Usage: python3 generators/gen.py
"""
import json
import os
import random

DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data")
MAX_N = 50_000
TOP = 10**6


def dump(value):
    return json.dumps(value, separators=(",", ":"))


def summit(arr):
    peak = arr.index(max(arr))
    assert 0 < peak < len(arr) - 1
    assert all(arr[i] < arr[i + 1] for i in range(peak))
    assert all(arr[i] > arr[i + 1] for i in range(peak, len(arr) - 1))
    return peak


def write(folder, name, arr):
    answer = summit(arr)
    os.makedirs(os.path.join(DATA, folder), exist_ok=True)
    with open(os.path.join(DATA, folder, name + ".in"), "w") as f:
        f.write(dump(arr) + "\n")
    with open(os.path.join(DATA, folder, name + ".ans"), "w") as f:
        f.write(dump(answer) + "\n")


def mountain(rng, n, peak, top=TOP):
    """n distinct-step readings rising to index peak and falling after it, all within [0, top]."""
    rising = sorted(rng.sample(range(0, top), peak))
    falling = sorted(rng.sample(range(0, top), n - peak - 1), reverse=True)
    return rising + [top] + falling


def main():
    rng = random.Random(1_0110)
    write("sample", "1", [120, 340, 910, 505, 80])
    write("sample", "2", [0, 7, 6, 5, 4, 3])
    write("sample", "3", [1, 2, 1])
    secret = [
        [0, TOP, 0],
        [0, 1, 2, 3, 2],  # summit next to the end
        [5, 4, 3, 2, 1, 0][::-1] + [3],
        mountain(rng, 10, 1),  # summit next to the start
        mountain(rng, 10, 8),
        mountain(rng, 1000, 500),
        mountain(rng, 1001, 17),
        list(range(5000)) + list(range(4998, -1, -1)),
        mountain(rng, MAX_N, MAX_N - 2, 10**5),  # maximum size, the summit at the far end
        mountain(rng, 20_000, 1, 10**5),  # the summit at the start
        mountain(rng, MAX_N, rng.randint(MAX_N // 2, MAX_N - 2), 10**5),  # maximum size
    ]
    for index, arr in enumerate(secret, 1):
        write("secret", f"{index:02d}", arr)


if __name__ == "__main__":
    main()
