#!/usr/bin/env python3
"""Writes data/secret/*.in for Clean Palindrome. Deterministic (fixed seed).
The .ans files are produced by running submissions/accepted/main.cpp."""
import os
import random
import string

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "data", "secret")
MAXL = 200000

ALNUM = string.ascii_lowercase + string.digits
NOISE = [chr(c) for c in range(32, 127) if not chr(c).isalnum()]


def core_palindrome(rng, m):
    half = [rng.choice(ALNUM) for _ in range(m // 2)]
    mid = [rng.choice(ALNUM)] if m % 2 else []
    return half + mid + half[::-1]


def dress(rng, core, length, lead=0, trail=0):
    """Randomise case and put noise between the characters so the line has `length` chars."""
    chars = [c.upper() if c.isalpha() and rng.random() < 0.5 else c for c in core]
    slots = [0] * (len(chars) + 1)
    extra = length - len(chars) - lead - trail
    assert extra >= 0
    for _ in range(extra):
        slots[rng.randrange(len(slots))] += 1
    parts = [" " * lead]
    for i, c in enumerate(chars):
        parts.append("".join(rng.choice(NOISE) for _ in range(slots[i])))
        parts.append(c)
    parts.append("".join(rng.choice(NOISE) for _ in range(slots[-1])))
    parts.append(" " * trail)
    line = "".join(parts)
    assert len(line) == length
    return line


def break_one(rng, core):
    """Change one character so that the core is no longer a palindrome."""
    core = core[:]
    m = len(core)
    i = rng.randrange(m // 2)
    core[i] = rng.choice([c for c in ALNUM if c != core[m - 1 - i]])
    return core


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(20240601)
    tests = [
        "a",
        " ",
        "Aa",
        "?!.,;:-_()",
        "0P",
        "Dr. Awkward",
        "_Madam_, I'm Adam",
        "Top spot! 1 Stop spot?",
    ]
    core = core_palindrome(rng, 700)
    tests.append(dress(rng, core, 1000))
    tests.append(dress(rng, break_one(rng, core_palindrome(rng, 701)), 1000))
    # maximum-size tests
    core = core_palindrome(rng, 150001)
    tests.append(dress(rng, core, MAXL, lead=3, trail=5))
    core = core_palindrome(rng, 150000)
    m = len(core)
    core[m // 2 - 1] = "x"  # mismatch right in the middle
    core[m // 2] = "7"
    tests.append(dress(rng, core, MAXL))
    tests.append("".join(rng.choice(NOISE) for _ in range(MAXL)))
    for i, line in enumerate(tests, 1):
        with open(os.path.join(OUT, "%02d.in" % i), "w") as f:
            f.write(line + "\n")


if __name__ == "__main__":
    main()
