#!/usr/bin/env python3
"""Writes data/secret/*.in for Anagram Families. Deterministic (fixed seed).
The .ans files are produced by running submissions/accepted/main.cpp."""
import os
import random
import string

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "data", "secret")
MAXN = 100000
MAXTOTAL = 500000
LETTERS = string.ascii_lowercase


def rand_word(rng, n, alphabet=LETTERS):
    return "".join(rng.choice(alphabet) for _ in range(n))


def shuffled(rng, w):
    w = list(w)
    rng.shuffle(w)
    return "".join(w)


def from_bases(rng, n, bases):
    """n words, each a random rearrangement of a random base word."""
    return [shuffled(rng, rng.choice(bases)) for _ in range(n)]


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(31337)
    tests = [
        ["z"],
        ["same"] * 5,
        ["aab", "abb", "ab", "ba", "aabb", "bbaa", "abab"],  # letters must match with multiplicity
        ["ad", "bc", "be", "cd", "a", "b", "ab"],  # equal letter sums, different letters
        ["a", "aa", "aaa", "aa", "a", "aaaa"],
        from_bases(rng, 20, ["listen", "google", "banana", "abc"]),
        [rand_word(rng, 3, "abc") for _ in range(300)],
        [rand_word(rng, rng.randint(1, 8), "abcd") for _ in range(3000)],
    ]
    base = rand_word(rng, 5000)
    tests.append([shuffled(rng, base) for _ in range(30)] + [shuffled(rng, base[:-1] + "q")] * 3)
    # maximum-size tests
    tests.append([rand_word(rng, 5) for _ in range(MAXN)])  # almost all families have one word
    bases = [rand_word(rng, rng.randint(3, 6)) for _ in range(2000)]
    tests.append(from_bases(rng, MAXN, bases))
    base = rand_word(rng, MAXTOTAL // 5)
    big = [shuffled(rng, base) for _ in range(4)] + [shuffled(rng, base[1:] + "a")]
    tests.append(big)
    tests.append([rand_word(rng, 5, "ab") for _ in range(MAXN)])
    for i, words in enumerate(tests, 1):
        assert 1 <= len(words) <= MAXN and sum(map(len, words)) <= MAXTOTAL
        with open(os.path.join(OUT, "%02d.in" % i), "w") as f:
            f.write("%d\n" % len(words))
            f.write("\n".join(words) + "\n")


if __name__ == "__main__":
    main()
