"""Test generator for Fewest Coins.

Writes data/secret/NN.in (deterministic, fixed seed). The .ans files are made by
running submissions/accepted/main.cpp on each .in file.
"""
import os
import random

MAX_N = 100
MAX_X = 10**4
MAX_C = 10**6


def write(folder, index, x, coins):
    with open(os.path.join(folder, "%02d.in" % index), "w") as f:
        f.write("%d %d\n%s\n" % (len(coins), x, " ".join(map(str, coins))))


def main():
    rnd = random.Random(77031)
    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "secret")
    os.makedirs(folder, exist_ok=True)
    tests = [
        (1, [1]),                                   # smallest input
        (MAX_X, [3]),                               # one coin kind, not a divisor of x
        (10, [11, 20, MAX_C]),                      # every coin is larger than x
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
    for i, (x, coins) in enumerate(tests, 1):
        write(folder, i, x, coins)


if __name__ == "__main__":
    main()
