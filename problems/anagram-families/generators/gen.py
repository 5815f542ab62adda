#!/usr/bin/env python3
"""Writes data/sample and data/secret for "Anagram Families"
(groupAnagrams(strs: string[]) -> list<list<string>>, families in any order, words in strs's order).

Deterministic (fixed seed). Each .in holds strs as JSON; each .ans is one right answer (families in
order of first appearance), which the any-order comparison matches against any family order.
Usage: python3 generators/gen.py
"""
import json
import os
import random
import string

DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data")
MAX_N = 20_000


def dump(value):
    return json.dumps(value, separators=(",", ":"))


def families(strs):
    grouped = {}
    for word in strs:
        grouped.setdefault("".join(sorted(word)), []).append(word)
    return list(grouped.values())


def write(folder, name, strs):
    assert 1 <= len(strs) <= MAX_N and sum(map(len, strs)) <= 200_000
    os.makedirs(os.path.join(DATA, folder), exist_ok=True)
    with open(os.path.join(DATA, folder, name + ".in"), "w") as f:
        f.write(dump(strs) + "\n")
    with open(os.path.join(DATA, folder, name + ".ans"), "w") as f:
        f.write(dump(families(strs)) + "\n")


def word(rng, low, high, letters=string.ascii_lowercase):
    return "".join(rng.choice(letters) for _ in range(rng.randint(low, high)))


def shuffled(rng, text):
    letters = list(text)
    rng.shuffle(letters)
    return "".join(letters)


def main():
    rng = random.Random(6_0606)
    write("sample", "1", ["stone", "tones", "cat", "notes", "act", "dog"])
    write("sample", "2", ["aab", "abb", "aab", "bab"])
    bases = [word(rng, 3, 6) for _ in range(50)]
    secret = [
        ["a"],
        ["a", "a", "a"],
        ["ab", "ba", "abc", "cab", "bca", "b"],
        ["aab", "aba", "abb"],  # the same letters, not equally often
        [word(rng, 1, 3, "ab") for _ in range(30)],
        [shuffled(rng, rng.choice(bases)) for _ in range(1000)],  # few families, many members
        ["z" * 100, "y" * 100, "z" * 99 + "y", "y" + "z" * 99],  # the longest words
        [word(rng, 1, 4, "abc") for _ in range(5000)],
        [word(rng, 6, 9) for _ in range(MAX_N)],  # maximum size, almost every word its own family
        [shuffled(rng, rng.choice(bases)) if rng.random() < 0.3 else word(rng, 5, 9) for _ in range(MAX_N)],
    ]
    for index, strs in enumerate(secret, 1):
        write("secret", f"{index:02d}", strs)


if __name__ == "__main__":
    main()
