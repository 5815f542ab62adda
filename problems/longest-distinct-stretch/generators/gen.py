#!/usr/bin/env python3
"""Writes data/sample and data/secret for "Longest Distinct Stretch"
(lengthOfLongestSubstring(s: string) -> int).

Deterministic (fixed seed). Each .in holds s as a JSON string; each .ans is the returned int,
computed by the sliding-window reference below.
Usage: python3 generators/gen.py
"""
import json
import os
import random

DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data")
MAX_N = 50_000
ALL = [chr(code) for code in range(33, 127)]  # 94 printable characters, no space


def dump(value):
    return json.dumps(value, separators=(",", ":"))


def longest_clean(s):
    last = {}
    start = best = 0
    for i, char in enumerate(s):
        if last.get(char, -1) >= start:
            start = last[char] + 1
        last[char] = i
        best = max(best, i - start + 1)
    return best


def write(folder, name, s):
    os.makedirs(os.path.join(DATA, folder), exist_ok=True)
    with open(os.path.join(DATA, folder, name + ".in"), "w") as f:
        f.write(dump(s) + "\n")
    with open(os.path.join(DATA, folder, name + ".ans"), "w") as f:
        f.write(dump(longest_clean(s)) + "\n")


def random_text(rng, n, alphabet):
    return "".join(rng.choice(alphabet) for _ in range(n))


def shuffled_blocks(rng, n):
    """Random permutations of all 94 characters one after another, cut to length n."""
    parts = []
    while len(parts) * len(ALL) < n:
        block = ALL[:]
        rng.shuffle(block)
        parts.append("".join(block))
    return "".join(parts)[:n]


def main():
    rng = random.Random(4242)
    write("sample", "1", "pqrpqsx")
    write("sample", "2", "zzzz")
    write("sample", "3", "ab!ba#")
    every = "".join(ALL)
    secret = [
        "x",
        "aa",
        "abba",
        every,  # every character once: the whole string
        '"\\"\\',  # a quote and a backslash, escaped in JSON
        "Aa" * 5 + "aA",  # case matters
        "abcdefgh" * 5 + "!",
        "abcdcbaxyz",  # a repeat far back must not pull the window start back
        random_text(rng, 30, "abc"),
        random_text(rng, 1000, ALL[:26]),
        random_text(rng, 5000, ALL),
        "#" * MAX_N,  # maximum size
        random_text(rng, MAX_N, ALL),  # maximum size
        shuffled_blocks(rng, MAX_N - len(ALL)) + every,  # maximum size
    ]
    for index, s in enumerate(secret, 1):
        write("secret", f"{index:02d}", s)


if __name__ == "__main__":
    main()
