#!/usr/bin/env python3
"""Generates data/secret/*.in for Course Order (deterministic).

Run from anywhere: python3 generators/gen.py
The .ans files are produced by running submissions/accepted/main.cpp on each .in.
"""
import os
import random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "secret")


def write(idx, n, rules):
    lines = [f"{n} {len(rules)}"]
    lines += [f"{a} {b}" for a, b in rules]
    with open(os.path.join(OUT, f"{idx:02d}.in"), "w") as f:
        f.write("\n".join(lines) + "\n")


def random_dag(rng, n, m, reach=20):
    """Rules that follow a hidden random order of the courses, so some valid order exists.
    Most rules join courses that are close in the hidden order (reach), which makes the
    constraints tight; a few join far-apart courses."""
    order = list(range(1, n + 1))
    rng.shuffle(order)
    rules = []
    for _ in range(m):
        i = rng.randrange(n - 1)
        if rng.random() < 0.9:
            j = min(n - 1, i + rng.randint(1, reach))
        else:
            j = rng.randint(i + 1, n - 1)
        rules.append((order[i], order[j]))
    rng.shuffle(rules)
    return rules, order


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(424242)
    # 01-06: small and edge cases
    write(1, 1, [])
    write(2, 2, [(2, 1)])
    write(3, 2, [(1, 2), (2, 1)])                              # two courses need each other
    write(4, 3, [])                                            # no rules at all
    write(5, 5, [(1, 5), (2, 3), (3, 4), (4, 2)])              # a cycle among 2, 3, 4
    write(6, 3, [(2, 1), (2, 1)])                              # repeated rule; 1 must wait for 2
    # 07-10: random
    write(7, 10, random_dag(rng, 10, 15, 3)[0])
    write(8, 1000, random_dag(rng, 1000, 2000)[0])
    rules, order = random_dag(rng, 30000, 59999)
    rules.append((order[25000], order[20000]))                 # closes a cycle deep inside
    rng.shuffle(rules)
    write(9, 30000, rules)
    rules, _ = random_dag(rng, 50000, 25000, 5)
    rules += rng.sample(rules, 25000)                          # every rule listed twice
    rng.shuffle(rules)
    write(10, 50000, rules)
    # 11-12: maximum size
    n, m = 100000, 100000
    write(11, n, random_dag(rng, n, m)[0])
    # Every course c > 1 must come before c - 1, so the only valid order is n, n-1, ..., 1.
    rules = [(c, c - 1) for c in range(2, n + 1)]
    for _ in range(m - len(rules)):
        a = rng.randint(2, n)
        rules.append((a, rng.randint(max(1, a - 1000), a - 1)))
    rng.shuffle(rules)
    write(12, n, rules)


if __name__ == "__main__":
    main()
