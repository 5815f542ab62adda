"""Test generator for Common Subsequence.

Writes data/secret/NN.in (deterministic, fixed seed). The .ans files are made by
running submissions/accepted/main.cpp on each .in file.
"""
import os
import random
import string

MAX_LEN = 2000


def rand_str(rnd, length, alphabet):
    return "".join(rnd.choice(alphabet) for _ in range(length))


def write(folder, index, a, b):
    with open(os.path.join(folder, "%02d.in" % index), "w") as f:
        f.write("%s\n%s\n" % (a, b))


def main():
    rnd = random.Random(4242)
    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "secret")
    os.makedirs(folder, exist_ok=True)
    letters = string.ascii_lowercase
    same = rand_str(rnd, 200, letters)
    long_a = rand_str(rnd, 500, "abcdef")
    sub_b = "".join(ch for ch in long_a if rnd.random() < 0.4)
    rev = rand_str(rnd, 300, "abc")
    tests = [
        ("a", "a"),                                           # smallest, equal
        ("a", "b"),                                           # smallest, nothing in common
        ("q", rand_str(rnd, MAX_LEN, "abcdefghijklmnop")),    # short vs long, answer 0
        (same, same),                                         # identical strings
        (long_a, sub_b),                                      # b is a subsequence of a
        ("k" * 300, "k" * 700),                               # one repeated letter
        (rev, rev[::-1]),                                     # a string and its reverse
        (rand_str(rnd, 800, "ab"), rand_str(rnd, 1200, "ab")),
        (rand_str(rnd, 1600, "abcd"), rand_str(rnd, MAX_LEN, "abcd")),
        (rand_str(rnd, MAX_LEN, letters), rand_str(rnd, 1400, letters)),
        (rand_str(rnd, MAX_LEN, letters), rand_str(rnd, MAX_LEN, letters)),  # maximum size
        (rand_str(rnd, MAX_LEN, "ab"), rand_str(rnd, MAX_LEN, "ab")),        # maximum size
        ("ab" * (MAX_LEN // 2), "ba" * (MAX_LEN // 2)),                      # maximum size
    ]
    for i, (a, b) in enumerate(tests, 1):
        write(folder, i, a, b)


if __name__ == "__main__":
    main()
