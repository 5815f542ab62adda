#!/usr/bin/env python3
"""Writes data/secret for "Edit Steps": typed and target as JSON strings, one per line.

Deterministic (fixed seed). The answers come from distance() below; every solution in
submissions/accepted must agree with them. Long strings that differ make the plain recursion of
submissions/time_limit_exceeded branch exponentially.
Usage: python3 generators/gen.py
"""
import json
import os
import random
import string

MAX_LEN = 1500
LETTERS = string.ascii_lowercase


def rand_str(rnd, length, alphabet):
    return "".join(rnd.choice(alphabet) for _ in range(length))


def mutate(rnd, s, edits, max_len):
    """Apply random insertions, deletions and replacements to s."""
    s = list(s)
    for _ in range(edits):
        kind = rnd.randrange(3)
        if kind == 0 and len(s) < max_len:
            s.insert(rnd.randint(0, len(s)), rnd.choice(LETTERS))
        elif kind == 1 and len(s) > 1:
            del s[rnd.randrange(len(s))]
        else:
            s[rnd.randrange(len(s))] = rnd.choice(LETTERS)
    return "".join(s)


def distance(typed, target):
    previous = list(range(len(target) + 1))  # over the letters of typed handled so far and target[:j]
    for i, letter in enumerate(typed, 1):
        current = [i]
        for j, other in enumerate(target):
            if letter == other:
                current.append(previous[j])
            else:  # replace, delete a letter of typed, insert a letter of target
                current.append(1 + min(previous[j], previous[j + 1], current[j]))
        previous = current
    return previous[-1]


def write(folder, index, typed, target):
    with open(os.path.join(folder, "%02d.in" % index), "w") as f:
        f.write("%s\n%s\n" % (json.dumps(typed), json.dumps(target)))
    with open(os.path.join(folder, "%02d.ans" % index), "w") as f:
        f.write("%d\n" % distance(typed, target))


def main():
    rnd = random.Random(31337)
    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "secret")
    os.makedirs(folder, exist_ok=True)
    same = rand_str(rnd, 300, LETTERS)
    longer = rand_str(rnd, 900, "abcde")
    rev = rand_str(rnd, 500, "abc")
    base = rand_str(rnd, 1000, LETTERS)
    base_max = rand_str(rnd, MAX_LEN - 50, LETTERS)
    tests = [
        ("a", "a"),                                            # smallest, equal
        ("a", "b"),                                            # smallest, one replacement
        ("z", rand_str(rnd, MAX_LEN, "abcdefghijklmnopqrstuvwxy")),  # short vs long
        (same, same),                                          # identical strings
        (rand_str(rnd, 400, "abc"), rand_str(rnd, 700, "xyz")),  # no common letter
        (longer[:500], longer),                                # a is a prefix of b
        (rev, rev[::-1]),                                      # a string and its reverse
        (base, mutate(rnd, base, 60, MAX_LEN)),                # a few random edits
        (rand_str(rnd, 1200, "ab"), rand_str(rnd, MAX_LEN, "ab")),
        (rand_str(rnd, MAX_LEN, LETTERS), rand_str(rnd, 1000, LETTERS)),
        (rand_str(rnd, MAX_LEN, LETTERS), rand_str(rnd, MAX_LEN, LETTERS)),  # maximum size
        (rand_str(rnd, MAX_LEN, "acgt"), rand_str(rnd, MAX_LEN, "acgt")),    # maximum size
        (mutate(rnd, base_max, 150, MAX_LEN), base_max + rand_str(rnd, 50, LETTERS)),  # maximum size
    ]
    for i, (a, b) in enumerate(tests, 1):
        assert 1 <= len(a) <= MAX_LEN and 1 <= len(b) <= MAX_LEN
        write(folder, i, a, b)


if __name__ == "__main__":
    main()
