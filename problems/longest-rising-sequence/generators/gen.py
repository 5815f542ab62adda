"""Test generator for Longest Rising Sequence.

Writes data/secret/NN.in (deterministic, fixed seed). The .ans files are made by
running submissions/accepted/main.cpp on each .in file.
The value ranges of the largest tests are kept small enough for every file to
stay under 2 MB.
"""
import os
import random

MAX_N = 2 * 10**5
MAX_A = 10**9


def write(folder, index, values):
    with open(os.path.join(folder, "%02d.in" % index), "w") as f:
        f.write("%d\n%s\n" % (len(values), " ".join(map(str, values))))


def main():
    rnd = random.Random(8675309)
    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "secret")
    os.makedirs(folder, exist_ok=True)
    zigzag = []
    for i in range(25000):
        zigzag += [2 * i + 1, 2 * i]
    tests = [
        [-MAX_A],                                           # n = 1
        [7, 7],                                             # equal pair: answer 1
        [-MAX_A, MAX_A],                                    # extreme values, increasing
        list(range(1000, 0, -1)),                           # strictly decreasing
        list(range(-2000, -1000)),                          # strictly increasing, negative
        [42] * 5000,                                        # all equal
        [rnd.randint(0, 10) for _ in range(2000)],          # many duplicates
        [rnd.randint(-MAX_A, MAX_A) for _ in range(1000)],
        [rnd.randint(-MAX_A, MAX_A) for _ in range(50000)],  # full value range
        zigzag,                                             # answer n / 2
        [rnd.randint(-10**6, 10**6) for _ in range(MAX_N)],              # maximum size, random
        sorted(rnd.randint(-1000, 1000) for _ in range(MAX_N)),          # maximum size, non-decreasing
        list(range(-100000, -100000 + MAX_N)),                           # maximum size, increasing
    ]
    for i, values in enumerate(tests, 1):
        write(folder, i, values)


if __name__ == "__main__":
    main()
