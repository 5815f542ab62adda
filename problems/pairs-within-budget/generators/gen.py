#!/usr/bin/env python3
"""Generates data/secret/group*/*.in and *.ans for Pairs Within Budget (deterministic).

Run from anywhere: python3 generators/gen.py
The answers are computed here (sort, then a binary search per price), independently of the
reference solutions' two pointers.
"""
import bisect
import os
import random

SECRET = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "secret")
MAX_PRICE = 10**9
MAX_BUDGET = 2 * 10**9


def count_pairs(prices, budget):
    ordered = sorted(prices)
    total = 0
    for i, price in enumerate(ordered):
        # Partners j > i with ordered[j] <= budget - price.
        total += max(0, bisect.bisect_right(ordered, budget - price, lo=i + 1) - (i + 1))
    return total


def write(group, idx, prices, budget):
    assert 1 <= len(prices) <= 200_000 and 1 <= budget <= MAX_BUDGET
    assert all(1 <= p <= MAX_PRICE for p in prices)
    folder = os.path.join(SECRET, group)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, f"{idx:02d}.in"), "w") as f:
        f.write(f"{len(prices)} {budget}\n{' '.join(map(str, prices))}\n")
    with open(os.path.join(folder, f"{idx:02d}.ans"), "w") as f:
        f.write(f"{count_pairs(prices, budget)}\n")


def random_prices(rng, n, high=MAX_PRICE):
    return [rng.randint(1, high) for _ in range(n)]


def main():
    rng = random.Random(4242)
    # group1: n <= 1000 (20 points)
    write("group1", 1, [5], 10)                                   # one item: no pair
    write("group1", 2, [4, 6], 10)                                # the pair costs the budget exactly
    write("group1", 3, random_prices(rng, 30, 100), 100)
    write("group1", 4, [500] * 1000, 1000)                        # equal prices: every pair, no item twice
    write("group1", 5, random_prices(rng, 1000), rng.randint(1, MAX_BUDGET))
    # group2: n <= 20 000 (30 points)
    write("group2", 1, random_prices(rng, 20_000), MAX_PRICE)
    write("group2", 2, random_prices(rng, 20_000), MAX_BUDGET)    # every pair: 199 990 000
    write("group2", 3, random_prices(rng, 20_000, 1000), 1)       # no pair fits
    write("group2", 4, random_prices(rng, 19_999, 10**6), 10**6)
    # group3: n <= 200 000 (50 points); counts above 2^31
    write("group3", 1, random_prices(rng, 1000, 50), 50)
    write("group3", 2, random_prices(rng, 200_000), MAX_PRICE)
    write("group3", 3, random_prices(rng, 200_000), MAX_BUDGET)   # every pair: 19 999 900 000
    write("group3", 4, [rng.choice((1, 10**9 - 1, MAX_PRICE)) for _ in range(200_000)], MAX_PRICE)
    write("group3", 5, random_prices(rng, 200_000, 10**5), rng.randint(10**5, 2 * 10**5))


if __name__ == "__main__":
    main()
