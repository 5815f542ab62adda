#!/usr/bin/env python3
"""Writes data/sample and data/secret for "Smallest Covering Window"
(minWindow(s: string, t: string) -> string: the leftmost shortest covering substring, "" for none).

Deterministic (fixed seed). Each .in holds s and t as JSON strings; each .ans is the returned
string, computed by the sliding-window reference below.
Usage: python3 generators/gen.py
"""
import json
import os
import random
import string
from collections import Counter

DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data")
MAX_N = 50_000
LETTERS = string.ascii_letters


def dump(value):
    return json.dumps(value, separators=(",", ":"))


def min_window(s, t):
    need = Counter(t)
    missing = len(t)
    best = None
    left = 0
    for right, char in enumerate(s):
        if need[char] > 0:
            missing -= 1
        need[char] -= 1
        if missing == 0:
            while need[s[left]] < 0:  # drop what the window has in excess from the left
                need[s[left]] += 1
                left += 1
            if best is None or right - left + 1 < best[1] - best[0]:
                best = (left, right + 1)  # strictly shorter only: the leftmost of a length stays
            need[s[left]] += 1
            missing += 1
            left += 1
    return "" if best is None else s[best[0]:best[1]]


def write(folder, name, s, t):
    os.makedirs(os.path.join(DATA, folder), exist_ok=True)
    with open(os.path.join(DATA, folder, name + ".in"), "w") as f:
        f.write(dump(s) + "\n" + dump(t) + "\n")
    with open(os.path.join(DATA, folder, name + ".ans"), "w") as f:
        f.write(dump(min_window(s, t)) + "\n")


def random_text(rng, n, alphabet=LETTERS):
    return "".join(rng.choice(alphabet) for _ in range(n))


def main():
    rng = random.Random(5150)
    write("sample", "1", "xaybzcaxb", "abc")
    write("sample", "2", "banana", "aab")
    write("sample", "3", "Abc", "abc")
    write("sample", "4", "aba", "ab")
    lower = random_text(rng, MAX_N, string.ascii_lowercase)
    secret = [
        ("a", "a"),
        ("a", "aa"),  # t longer than s
        ("ab", "A"),
        ("abcabc", "cba"),
        ("zzzazzzbzzzazzzb", "ab"),
        (random_text(rng, 50, "abc"), random_text(rng, 4, "abc")),
        (random_text(rng, 5000, "abc"), random_text(rng, 5, "abc")),
        (random_text(rng, 20_000), random_text(rng, 100)),
        ("a" * (MAX_N - 1) + "b", "ab"),  # maximum size: every start must reach the last letter
        (lower, "Q" + random_text(rng, 20, string.ascii_lowercase)),  # maximum size, no window
        (random_text(rng, MAX_N), random_text(rng, 1000)),  # maximum size
        (random_text(rng, MAX_N, "ab"), "a" * 12_000 + "b" * 12_000),  # maximum size, counts matter
    ]
    for index, (s, t) in enumerate(secret, 1):
        write("secret", f"{index:02d}", s, t)


if __name__ == "__main__":
    main()
