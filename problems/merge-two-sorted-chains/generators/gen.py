#!/usr/bin/env python3
"""Writes data/sample and data/secret for "Merge Two Sorted Chains"
(mergeTwoLists(list1: ListNode, list2: ListNode) -> ListNode).

Deterministic (fixed seed). Each .in holds one JSON value per parameter; each .ans is the merged
list as the driver prints it (compact JSON).
Usage: python3 generators/gen.py
"""
import json
import os
import random

DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data")
MAX_N = 25_000
BIG = 10**5


def dump(value):
    return json.dumps(value, separators=(",", ":"))


def write(folder, name, list1, list2):
    os.makedirs(os.path.join(DATA, folder), exist_ok=True)
    with open(os.path.join(DATA, folder, name + ".in"), "w") as f:
        f.write(dump(list1) + "\n" + dump(list2) + "\n")
    with open(os.path.join(DATA, folder, name + ".ans"), "w") as f:
        f.write(dump(sorted(list1 + list2)) + "\n")


def sorted_values(rng, count, low, high):
    return sorted(rng.randint(low, high) for _ in range(count))


def main():
    rng = random.Random(3_1999)
    write("sample", "1", [1, 4, 9], [2, 3, 4, 10])
    write("sample", "2", [], [-5, 0])
    write("sample", "3", [], [])
    secret = [
        ([], []),
        ([BIG], []),
        ([], [-BIG]),
        ([1, 1, 1], [1, 1]),
        ([1, 2, 3], [4, 5, 6]),  # one list entirely before the other
        ([7, 8, 9], [-3, -2]),
        (sorted_values(rng, 10, -BIG, BIG), sorted_values(rng, 7, -BIG, BIG)),
        (sorted_values(rng, 1000, -BIG, BIG), sorted_values(rng, 1200, -BIG, BIG)),
        (sorted_values(rng, 5000, -9, 9), sorted_values(rng, 3000, -9, 9)),  # many ties
        (list(range(0, 10_000, 2)), list(range(1, 10_000, 2))),  # strictly alternating
        (sorted_values(rng, MAX_N, 0, 999), sorted_values(rng, MAX_N, 0, 999)),  # maximum size
        (sorted_values(rng, MAX_N, -99, 99), sorted_values(rng, MAX_N, -99, 99)),  # maximum size
    ]
    for index, (list1, list2) in enumerate(secret, 1):
        write("secret", f"{index:02d}", list1, list2)


if __name__ == "__main__":
    main()
