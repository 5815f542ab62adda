"""Test generator for Staircase Ways.

Writes data/secret/NN.in (deterministic, fixed seed). The .ans files are made by
running submissions/accepted/main.cpp on each .in file.
"""
import os
import random

MAX_Q = 10**5
MAX_N = 10**5


def write(folder, index, ns):
    with open(os.path.join(folder, "%02d.in" % index), "w") as f:
        f.write("%d\n%s\n" % (len(ns), " ".join(map(str, ns))))


def main():
    rnd = random.Random(20240101)
    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "secret")
    os.makedirs(folder, exist_ok=True)
    tests = [
        [1],                                         # smallest possible input
        [3, 2, 1],                                   # the base cases, unsorted
        list(range(1, 61)),                          # where the modulo starts to matter
        [MAX_N],                                     # a single maximal n
        [7] * 50,                                    # all queries equal
        [rnd.randint(1, 100) for _ in range(100)],
        [rnd.randint(1, 1000) for _ in range(1000)],
        [rnd.randint(1, MAX_N) for _ in range(1000)],
        [rnd.randint(MAX_N - 100, MAX_N) for _ in range(5000)],
        [rnd.randint(1, MAX_N) for _ in range(30000)],
        [rnd.randint(1, MAX_N) for _ in range(MAX_Q - 1)] + [MAX_N],  # maximum size
        [MAX_N - i % 3 for i in range(MAX_Q)],        # maximum size, every n large
    ]
    for i, ns in enumerate(tests, 1):
        write(folder, i, ns)


if __name__ == "__main__":
    main()
