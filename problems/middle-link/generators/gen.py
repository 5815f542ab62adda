#!/usr/bin/env python3
"""Writes data/sample and data/secret for "Middle Link" (middleNode(head: ListNode) -> ListNode).

Deterministic (fixed seed). Each .in holds one JSON value per parameter; each .ans is the returned
list as the driver prints it (the middle node and everything after it), from the reference below.
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


def write(folder, name, head):
    os.makedirs(os.path.join(DATA, folder), exist_ok=True)
    with open(os.path.join(DATA, folder, name + ".in"), "w") as f:
        f.write(dump(head) + "\n")
    with open(os.path.join(DATA, folder, name + ".ans"), "w") as f:
        f.write(dump(head[len(head) // 2:]) + "\n")


def main():
    rng = random.Random(2_0801)
    write("sample", "1", [3, 8, 1, 9, 4])
    write("sample", "2", [10, 20, 30, 40])
    secret = [
        [-BIG],
        [BIG, -BIG],
        [1, 2, 3],
        [5, 5, 5, 5, 5, 5],
        [rng.randint(-BIG, BIG) for _ in range(11)],
        [rng.randint(-BIG, BIG) for _ in range(1000)],
        [rng.randint(-BIG, BIG) for _ in range(1001)],
        list(range(20_000)),
        [rng.randint(0, 999) for _ in range(MAX_N)],  # maximum size, even: quadratic walks time out
        [rng.randint(-99, 99) for _ in range(MAX_N - 1)],  # maximum size, odd
    ]
    for index, head in enumerate(secret, 1):
        write("secret", f"{index:02d}", head)


if __name__ == "__main__":
    main()
