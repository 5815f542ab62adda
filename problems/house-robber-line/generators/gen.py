#!/usr/bin/env python3
"""Writes data/secret for "House Robber Line": the donations as a JSON array, and the best total.

Deterministic (fixed seed). The answers come from best_total() below; every solution in
submissions/accepted must agree with them. Totals above 2^31 catch 32-bit sums; any test longer
than a few dozen houses stops the plain recursion of submissions/time_limit_exceeded.
Usage: python3 generators/gen.py
"""
import os
import random

SECRET = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "secret")
MAX_N = 2 * 10**4
MAX_A = 10**9


def best_total(donations):
    take = skip = 0  # best total of the prefix with its last house visited / not visited
    for amount in donations:
        take, skip = skip + amount, max(take, skip)
    return max(take, skip)


def blocks(rnd, n, high):
    """Groups like 'big small small big', where skipping two houses pays off."""
    values = []
    while len(values) < n:
        values += [rnd.randint(high // 2, high), rnd.randint(0, high // 10),
                   rnd.randint(0, high // 10), rnd.randint(high // 2, high)]
    return values[:n]


def write(name, donations):
    assert 1 <= len(donations) <= MAX_N and all(0 <= amount <= MAX_A for amount in donations)
    with open(os.path.join(SECRET, name + ".in"), "w") as f:
        f.write("[" + ",".join(map(str, donations)) + "]\n")
    with open(os.path.join(SECRET, name + ".ans"), "w") as f:
        f.write(f"{best_total(donations)}\n")


def main():
    rnd = random.Random(1234567)
    os.makedirs(SECRET, exist_ok=True)
    tests = [
        [0],                                              # one house, nothing to gain
        [MAX_A],                                          # one house, maximal value
        [3, 8],                                           # two houses: take the larger
        [0] * 1000,                                       # all zeros
        [MAX_A] * 1001,                                   # all equal, total over 2^31
        [5, 1, 1, 5] * 1000,                              # alternating sums are not enough
        [rnd.randint(0, 20) for _ in range(10)],
        [rnd.randint(0, 100) for _ in range(1000)],
        [rnd.randint(0, MAX_A) for _ in range(5000)],
        blocks(rnd, 5000, 10**6),
        [rnd.randint(0, MAX_A) for _ in range(MAX_N)],    # maximum size, random
        [MAX_A] * MAX_N,                                  # maximum size, largest total
        blocks(rnd, MAX_N, MAX_A),                        # maximum size
    ]
    for index, donations in enumerate(tests, 1):
        write(f"{index:02d}", donations)


if __name__ == "__main__":
    main()
