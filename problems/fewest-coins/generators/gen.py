#!/usr/bin/env python3
"""Writes data/secret for "Fewest Coins": coins as a JSON array, then amount.

Deterministic (fixed seed). The answers come from fewest() below; every solution in
submissions/accepted must agree with them. Amounts in the thousands with small coins make the
plain recursion of submissions/time_limit_exceeded explode.
Usage: python3 generators/gen.py
"""
import os
import random

SECRET = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "secret")
MAX_N = 100
MAX_X = 10**4
MAX_C = 10**6


def fewest(coins, amount):
    unreachable = amount + 1  # more coins than any real answer can need
    best = [0] + [unreachable] * amount  # best[s]: fewest coins paying exactly s
    for coin in set(coins):
        for total in range(coin, amount + 1):
            best[total] = min(best[total], best[total - coin] + 1)
    return -1 if best[amount] == unreachable else best[amount]


def write(name, amount, coins):
    assert 1 <= len(coins) <= MAX_N and 1 <= amount <= MAX_X and all(1 <= coin <= MAX_C for coin in coins)
    with open(os.path.join(SECRET, name + ".in"), "w") as f:
        f.write("[" + ",".join(map(str, coins)) + f"]\n{amount}\n")
    with open(os.path.join(SECRET, name + ".ans"), "w") as f:
        f.write(f"{fewest(coins, amount)}\n")


def main():
    rnd = random.Random(77031)
    os.makedirs(SECRET, exist_ok=True)
    tests = [
        (1, [1]),                                   # smallest input
        (MAX_X, [3]),                               # one coin kind, not a divisor of the amount
        (10, [11, 20, MAX_C]),                      # every coin is larger than the amount
        (6, [4, 3, 1]),                             # greedy takes 4+1+1, best is 3+3
        (9999, [2, 4, 6, 8]),                       # only even coins, odd amount
        (98, [7, 7, 14, 7, 14, 7]),                 # repeated values
        (9980, [25, 1, 15]),                        # greedy is far from optimal
        (rnd.randint(1, 100), [rnd.randint(1, 30) for _ in range(5)]),
        (rnd.randint(1000, MAX_X), [rnd.randint(1, 2000) for _ in range(20)]),
        (rnd.randint(1000, MAX_X), [rnd.randint(50, 3000) for _ in range(60)]),
        (MAX_X, rnd.sample(range(1, 301), MAX_N)),  # maximum size, small coins
        (MAX_X, [rnd.randint(500, MAX_X) for _ in range(MAX_N)]),  # maximum size, large coins
        (MAX_X - 1, [2 * rnd.randint(1, MAX_X // 2) for _ in range(MAX_N)]),  # maximum size, answer -1
    ]
    for index, (amount, coins) in enumerate(tests, 1):
        write(f"{index:02d}", amount, coins)


if __name__ == "__main__":
    main()
