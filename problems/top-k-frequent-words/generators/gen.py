#!/usr/bin/env python3
"""Writes data/secret for Top K Frequent Words: words as a JSON array of strings, then k.

Deterministic (fixed seed). The answers come from top() below; every solution in
submissions/accepted must agree with them. The tests with thousands of distinct words and a large k
are the ones that make picking the best remaining word k times (submissions/time_limit_exceeded)
too slow.
"""
import json
import os
import random
import string

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "data", "secret")
MAXN = 20000


def rand_word(rng, lo=1, hi=10, alphabet=string.ascii_lowercase):
    return "".join(rng.choice(alphabet) for _ in range(rng.randint(lo, hi)))


def vocabulary(rng, size, lo=1, hi=10, alphabet=string.ascii_lowercase):
    words = set()
    while len(words) < size:
        words.add(rand_word(rng, lo, hi, alphabet))
    return sorted(words)


def uniform_log(rng, n, vocab):
    return [rng.choice(vocab) for _ in range(n)]


def zipf_log(rng, n, vocab):
    weights = [1.0 / (i + 1) for i in range(len(vocab))]
    order = vocab[:]
    rng.shuffle(order)
    return rng.choices(order, weights=weights, k=n)


def top(words, k):
    count = {}
    for word in words:
        count[word] = count.get(word, 0) + 1
    return sorted(count, key=lambda word: (-count[word], word))[:k]


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(1618)
    tests = []
    tests.append((["hello"], 1))
    tests.append((["echo"] * 5, 1))
    v = vocabulary(rng, 10)
    rng.shuffle(v)
    tests.append((v, 10))  # all distinct: pure alphabetical order
    tests.append((["abc", "ab", "a", "abc", "ab", "a", "b", "b"], 3))  # prefixes tie
    tests.append((["zeta", "yak", "xray", "wolf", "vole"] * 2 + ["vole", "zeta"], 4))
    tests.append((uniform_log(rng, 50, vocabulary(rng, 10, 2, 4, "abc")), 5))
    tests.append((uniform_log(rng, 2000, vocabulary(rng, 300)), 50))
    tests.append((zipf_log(rng, 5000, vocabulary(rng, 1000, 3, 6)), 40))
    log = uniform_log(rng, 10000, vocabulary(rng, 5000, 1, 5, "abcdef"))
    tests.append((log, len(set(log))))  # k = number of distinct words
    # large tests; the last has the maximum number of words
    tests.append((uniform_log(rng, MAXN // 2, vocabulary(rng, 1000)), 1000))
    v = vocabulary(rng, MAXN // 2, 10, 10)
    rng.shuffle(v)
    tests.append((v, MAXN // 4))  # all distinct
    tests.append((zipf_log(rng, 12000, vocabulary(rng, 8000)), 100))
    log = uniform_log(rng, MAXN, vocabulary(rng, 6000, 2, 4, "abcdefghij"))
    tests.append((log, len(set(log)) // 2))
    for i, (words, k) in enumerate(tests, 1):
        n = len(words)
        assert 1 <= n <= MAXN and 1 <= k <= len(set(words))
        assert all(1 <= len(w) <= 10 for w in words)
        with open(os.path.join(OUT, "%02d.in" % i), "w") as f:
            f.write("%s\n%d\n" % (json.dumps(words, separators=(",", ":")), k))
        with open(os.path.join(OUT, "%02d.ans" % i), "w") as f:
            f.write(json.dumps(top(words, k), separators=(",", ":")) + "\n")


if __name__ == "__main__":
    main()
