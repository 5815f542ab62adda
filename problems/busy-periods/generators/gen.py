#!/usr/bin/env python3
"""Writes data/secret for "Busy Periods": the intervals as a JSON array of pairs, and their merged form.

Deterministic (fixed seed). The answers come from merged() below; every solution in
submissions/accepted must agree with them. The 10^4 disjoint intervals are the tests that make
comparing each new interval with every kept one (submissions/time_limit_exceeded) too slow.
Usage: python3 generators/gen.py
"""
import json
import os
import random

SECRET = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "secret")
MAX_N = 10**4
MAX_END = 10**5


def merged(intervals):
    result = []
    for start, end in sorted(intervals):
        if result and start <= result[-1][1]:
            result[-1][1] = max(result[-1][1], end)
        else:
            result.append([start, end])
    return result


def compact(value):
    return json.dumps(value, separators=(",", ":"))


def write(name, intervals):
    assert 1 <= len(intervals) <= MAX_N and all(0 <= start <= end <= MAX_END for start, end in intervals)
    with open(os.path.join(SECRET, name + ".in"), "w") as f:
        f.write(compact(intervals) + "\n")
    with open(os.path.join(SECRET, name + ".ans"), "w") as f:
        f.write(compact(merged(intervals)) + "\n")


def main():
    rng = random.Random(2026_12_4)
    os.makedirs(SECRET, exist_ok=True)

    def spans(n, longest, high=MAX_END):
        chosen = []
        for _ in range(n):
            start = rng.randint(0, high)
            chosen.append([start, min(high, start + rng.randint(0, longest))])
        return chosen

    def shuffled(items):
        rng.shuffle(items)
        return items

    disjoint = [[3 * index, 3 * index + rng.randint(0, 1)] for index in range(MAX_N)]
    tests = [
        [[0, 0]],                                                        # a single point
        [[5, 5], [5, 5]],                                                # the same booking twice
        [[0, MAX_END], [3, 4]],                                          # one inside the other
        shuffled([[index, index + 1] for index in range(1000)]),         # a chain of touching bookings
        spans(10, 20, 100),
        spans(1000, 30),
        shuffled([[index, 2000 - index] for index in range(1000)]),      # nested
        shuffled(spans(500, 5000) + [[start, start] for start in range(0, MAX_END, 997)]),
        spans(5000, 2000),                                               # long bookings: a few periods
        spans(5000, 5),                                                  # short bookings: many periods
        disjoint[:5000],                                                 # nothing merges, in order
        shuffled([list(pair) for pair in disjoint]),                     # maximum size, nothing merges, shuffled
        shuffled([[start, start] for start in (rng.randint(0, 500) for _ in range(MAX_N))]),
    ]
    for index, intervals in enumerate(tests, 1):
        write(f"{index:02d}", intervals)


if __name__ == "__main__":
    main()
