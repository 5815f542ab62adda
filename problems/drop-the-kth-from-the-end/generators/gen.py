#!/usr/bin/env python3
"""Writes data/sample and data/secret for "Drop the Kth From the End"
(removeKthFromEnd(head: ListNode, k: int) -> ListNode).

Deterministic (fixed seed). Each .in holds one JSON value per parameter; each .ans is the list left
after the removal as the driver prints it (compact JSON).
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


def write(folder, name, head, k):
    os.makedirs(os.path.join(DATA, folder), exist_ok=True)
    with open(os.path.join(DATA, folder, name + ".in"), "w") as f:
        f.write(dump(head) + "\n" + dump(k) + "\n")
    removed = len(head) - k
    with open(os.path.join(DATA, folder, name + ".ans"), "w") as f:
        f.write(dump(head[:removed] + head[removed + 1:]) + "\n")


def main():
    rng = random.Random(4_4242)
    write("sample", "1", [10, 20, 30, 40, 50], 2)
    write("sample", "2", [4, -1, 6], 3)
    write("sample", "3", [8], 1)
    small = [rng.randint(-BIG, BIG) for _ in range(10)]
    middle = [rng.randint(-BIG, BIG) for _ in range(1000)]
    secret = [
        ([BIG], 1),
        ([1, 2], 1),  # the tail
        ([1, 2], 2),  # the head
        ([7, 7, 7, 7], 2),
        (small, 10),
        (small, 1),
        (middle, 500),
        (middle, 999),
        ([rng.randint(0, 999) for _ in range(MAX_N)], MAX_N // 2),  # maximum size
        ([rng.randint(-99, 99) for _ in range(MAX_N)], MAX_N),  # maximum size, the head goes
    ]
    for index, (head, k) in enumerate(secret, 1):
        write("secret", f"{index:02d}", head, k)


if __name__ == "__main__":
    main()
