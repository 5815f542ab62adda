#!/usr/bin/env python3
"""Writes data/secret for "Common Subsequence": the two strings as JSON strings, one per line.

Deterministic (fixed seed). The answers come from longest_common() below; every solution in
submissions/accepted must agree with them. Long strings with mismatches make the plain recursion of
submissions/time_limit_exceeded branch exponentially.
Usage: python3 generators/gen.py
"""
import json
import os
import random
import string

SECRET = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "secret")
MAX_LEN = 2000


def longest_common(first, second):
    previous = [0] * (len(second) + 1)  # over the letters of first handled so far and second[:j]
    for letter in first:
        current = [0]
        for j, other in enumerate(second):
            current.append(previous[j] + 1 if letter == other else max(previous[j + 1], current[j]))
        previous = current
    return previous[-1]


def rand_str(rnd, length, alphabet):
    return "".join(rnd.choice(alphabet) for _ in range(length))


def write(name, first, second):
    assert all(1 <= len(text) <= MAX_LEN and set(text) <= set(string.ascii_lowercase) for text in (first, second))
    with open(os.path.join(SECRET, name + ".in"), "w") as f:
        f.write(f"{json.dumps(first)}\n{json.dumps(second)}\n")
    with open(os.path.join(SECRET, name + ".ans"), "w") as f:
        f.write(f"{longest_common(first, second)}\n")


def main():
    rnd = random.Random(4242)
    os.makedirs(SECRET, exist_ok=True)
    letters = string.ascii_lowercase
    same = rand_str(rnd, 200, letters)
    long_a = rand_str(rnd, 500, "abcdef")
    sub_b = "".join(ch for ch in long_a if rnd.random() < 0.4)
    rev = rand_str(rnd, 300, "abc")
    tests = [
        ("a", "a"),                                           # smallest, equal
        ("a", "b"),                                           # smallest, nothing in common
        ("q", rand_str(rnd, MAX_LEN, "abcdefghijklmnop")),    # short vs long, answer 0
        (same, same),                                         # identical strings
        (long_a, sub_b),                                      # second is a subsequence of first
        ("k" * 300, "k" * 700),                               # one repeated letter
        (rev, rev[::-1]),                                     # a string and its reverse
        (rand_str(rnd, 800, "ab"), rand_str(rnd, 1200, "ab")),
        (rand_str(rnd, 1600, "abcd"), rand_str(rnd, MAX_LEN, "abcd")),
        (rand_str(rnd, MAX_LEN, letters), rand_str(rnd, 1400, letters)),
        (rand_str(rnd, MAX_LEN, letters), rand_str(rnd, MAX_LEN, letters)),  # maximum size
        (rand_str(rnd, MAX_LEN, "ab"), rand_str(rnd, MAX_LEN, "ab")),        # maximum size
        ("ab" * (MAX_LEN // 2), "ba" * (MAX_LEN // 2)),                      # maximum size
    ]
    for index, (first, second) in enumerate(tests, 1):
        write(f"{index:02d}", first, second)


if __name__ == "__main__":
    main()
