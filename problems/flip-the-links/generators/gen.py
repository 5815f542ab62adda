#!/usr/bin/env python3
"""Writes data/sample and data/secret for "Flip the Links" (reverseList(head: ListNode) -> ListNode).

Deterministic (fixed seed). Each .in holds one JSON value per parameter; each .ans is the returned
list as the driver prints it (compact JSON), computed by the reference below.
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
        f.write(dump(head[::-1]) + "\n")


def main():
    rng = random.Random(5_0417)
    write("sample", "1", [2, 9, 4, 6])
    write("sample", "2", [-7])
    write("sample", "3", [])
    secret = [
        [],
        [BIG],
        [-BIG, BIG],
        [3, 3, 3],
        [rng.randint(-BIG, BIG) for _ in range(10)],
        [rng.randint(-BIG, BIG) for _ in range(1000)],
        list(range(-2500, 2500)),
        [rng.randint(-9, 9) for _ in range(20_000)],
        [rng.randint(0, 999) for _ in range(MAX_N)],  # maximum size: quadratic walks time out
        [rng.randint(-99, 99) for _ in range(MAX_N)],  # maximum size
    ]
    for index, head in enumerate(secret, 1):
        write("secret", f"{index:02d}", head)


if __name__ == "__main__":
    main()
