#!/usr/bin/env python3
"""Writes data/sample and data/secret for "Loop Detector"
(hasCycle(head: ListNode) -> bool; the tests' second line, pos, links the tail back, -1 for none).

Deterministic (fixed seed). Each .in holds the list's values and pos as JSON; each .ans is the
returned bool (a cycle exists exactly when pos is not -1).
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


def write(folder, name, head, pos):
    os.makedirs(os.path.join(DATA, folder), exist_ok=True)
    with open(os.path.join(DATA, folder, name + ".in"), "w") as f:
        f.write(dump(head) + "\n" + dump(pos) + "\n")
    with open(os.path.join(DATA, folder, name + ".ans"), "w") as f:
        f.write(dump(pos != -1) + "\n")


def values(rng, count, low=-BIG, high=BIG):
    return [rng.randint(low, high) for _ in range(count)]


def main():
    rng = random.Random(6_2718)
    write("sample", "1", [1, 2, 3, 4, 5], 2)
    write("sample", "2", [4, 3, 4, 0], -1)
    write("sample", "3", [1], 0)
    secret = [
        ([], -1),
        ([BIG], -1),
        ([1, 2], 0),
        ([1, 2], 1),  # the tail links to itself
        ([1, 2], -1),
        ([0, 0, 0, 0, 0, 0], 3),  # equal values do not make a cycle; the links do
        ([0, 0, 0, 0, 0, 0], -1),
        (values(rng, 1000), 999),
        (values(rng, 1001), -1),
        (values(rng, 10_000, 0, 9), 0),
        (values(rng, MAX_N, 0, 999), -1),  # maximum size, no cycle: long walks are not cycles
        (values(rng, MAX_N, 0, 999), MAX_N - 1),  # maximum size, the tail links to itself
        (values(rng, MAX_N, -99, 99), MAX_N // 3),  # maximum size
    ]
    for index, (head, pos) in enumerate(secret, 1):
        write("secret", f"{index:02d}", head, pos)


if __name__ == "__main__":
    main()
