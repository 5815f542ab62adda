#!/usr/bin/env python3
"""Writes data/sample and data/secret for "Next Taller Tower" (nextTallerTower(heights: int[]) -> int[]).

Deterministic (fixed seed). Each .in holds one JSON value per parameter; each .ans is the returned
array, computed by the monotonic-stack reference below.
Usage: python3 generators/gen.py
"""
import json
import os
import random

DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data")
MAX_N = 50_000
BIG = 10**5


def dump(value):
    return json.dumps(value, separators=(",", ":"))


def distances(heights):
    answer = [0] * len(heights)
    waiting = []  # towers with no taller tower found yet; their heights do not increase upwards
    for j, height in enumerate(heights):
        while waiting and heights[waiting[-1]] < height:
            i = waiting.pop()
            answer[i] = j - i
        waiting.append(j)
    return answer


def write(folder, name, heights):
    os.makedirs(os.path.join(DATA, folder), exist_ok=True)
    with open(os.path.join(DATA, folder, name + ".in"), "w") as f:
        f.write(dump(heights) + "\n")
    with open(os.path.join(DATA, folder, name + ".ans"), "w") as f:
        f.write(dump(distances(heights)) + "\n")


def main():
    rng = random.Random(8_1818)
    write("sample", "1", [2, 7, 3, 3, 8, 1])
    write("sample", "2", [5, 5, 5, 5])
    secret = [
        [1],
        [BIG, 1],
        [1, BIG],
        [3, 3, 4],  # equal is not taller
        list(range(1, 11)),
        list(range(10, 0, -1)),
        [rng.randint(1, BIG) for _ in range(1000)],
        [rng.randint(1, 5) for _ in range(5000)],  # many equal heights
        [rng.randint(1, 9) for _ in range(10_000)],
        [7] * MAX_N,  # maximum size, nothing taller: a scan to the right walks to the end every time
        list(range(MAX_N, 0, -1)),  # maximum size, decreasing
        [rng.randint(1, 99) for _ in range(MAX_N - 1)] + [100],  # maximum size, the tallest last
    ]
    for index, heights in enumerate(secret, 1):
        write("secret", f"{index:02d}", heights)


if __name__ == "__main__":
    main()
