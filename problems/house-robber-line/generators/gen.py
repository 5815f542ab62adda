"""Test generator for House Robber Line.

Writes data/secret/NN.in (deterministic, fixed seed). The .ans files are made by
running submissions/accepted/main.cpp on each .in file.
"""
import os
import random

MAX_N = 10**5
MAX_A = 10**9


def write(folder, index, values):
    with open(os.path.join(folder, "%02d.in" % index), "w") as f:
        f.write("%d\n%s\n" % (len(values), " ".join(map(str, values))))


def blocks(rnd, n, high):
    """Groups like 'big small small big', where skipping two houses pays off."""
    values = []
    while len(values) < n:
        values += [rnd.randint(high // 2, high), rnd.randint(0, high // 10),
                   rnd.randint(0, high // 10), rnd.randint(high // 2, high)]
    return values[:n]


def main():
    rnd = random.Random(1234567)
    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "secret")
    os.makedirs(folder, exist_ok=True)
    tests = [
        [0],                                              # n = 1, nothing to gain
        [MAX_A],                                          # n = 1, maximal value
        [3, 8],                                           # n = 2: take the larger
        [0] * 1000,                                       # all zeros
        [MAX_A] * 1001,                                   # all equal, sum over 2^31
        [5, 1, 1, 5] * 1000,                              # alternating sums are not enough
        [rnd.randint(0, 20) for _ in range(10)],
        [rnd.randint(0, 100) for _ in range(1000)],
        [rnd.randint(0, MAX_A) for _ in range(50000)],
        blocks(rnd, 50000, 10**6),
        [rnd.randint(0, MAX_A) for _ in range(MAX_N)],    # maximum size, random
        [MAX_A] * MAX_N,                                  # maximum size, largest answer
        blocks(rnd, MAX_N, MAX_A),                        # maximum size
    ]
    for i, values in enumerate(tests, 1):
        write(folder, i, values)


if __name__ == "__main__":
    main()
