"""Test generator for Knapsack Lite.

Writes data/secret/NN.in (deterministic, fixed seed). The .ans files are made by
running submissions/accepted/main.cpp on each .in file.
"""
import os
import random

MAX_N = 100
MAX_W = 2 * 10**4
MAX_V = 10**9


def write(folder, index, cap, items):
    with open(os.path.join(folder, "%02d.in" % index), "w") as f:
        f.write("%d %d\n" % (len(items), cap))
        f.write("".join("%d %d\n" % item for item in items))


def random_items(rnd, n, max_w, max_v, min_w=1):
    return [(rnd.randint(min_w, max_w), rnd.randint(1, max_v)) for _ in range(n)]


def main():
    rnd = random.Random(5150)
    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "secret")
    os.makedirs(folder, exist_ok=True)
    tests = [
        (1, [(1, 1)]),                                   # smallest input, item fits exactly
        (5, [(6, 100)]),                                 # the only item is too heavy
        (10, [(3, 10)] * 5),                             # identical items: only 3 fit
        (100, random_items(rnd, 20, MAX_W, MAX_V, min_w=101)),  # nothing fits
        (MAX_W, random_items(rnd, MAX_N, 200, MAX_V)),   # everything fits, sum about 5e10
        (12, [(7, 75), (6, 60), (6, 60), (5, 30)]),      # best ratio first is wrong
        (50, random_items(rnd, 15, 20, 100)),
        (1000, random_items(rnd, 30, 200, 10**6)),
        (5000, random_items(rnd, 60, 1000, MAX_V)),
        (MAX_W, random_items(rnd, 80, MAX_W, MAX_V)),
        (MAX_W, [(rnd.randint(1, 1000), rnd.randint(MAX_V - 1000, MAX_V)) for _ in range(MAX_N)]),
        (MAX_W, random_items(rnd, MAX_N, 2000, MAX_V)),   # maximum size
        (MAX_W, random_items(rnd, MAX_N, MAX_W, MAX_V)),  # maximum size
    ]
    for i, (cap, items) in enumerate(tests, 1):
        write(folder, i, cap, items)


if __name__ == "__main__":
    main()
