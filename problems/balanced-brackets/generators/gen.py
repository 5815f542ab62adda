#!/usr/bin/env python3
"""Writes data/secret/*.in for Balanced Brackets. Deterministic (fixed seed).
The .ans files are produced by running submissions/accepted/main.cpp."""
import itertools
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "data", "secret")
MAXTOTAL = 200000
OPEN = "([{"
CLOSE = ")]}"
ALL = "()[]{}"


def balanced(rng, n):
    """Random balanced string of even length n."""
    out = []
    stack = []
    opens_left = n // 2
    while opens_left > 0 or stack:
        if opens_left > 0 and (not stack or rng.random() < 0.5):
            k = rng.randrange(3)
            out.append(OPEN[k])
            stack.append(k)
            opens_left -= 1
        else:
            out.append(CLOSE[stack.pop()])
    return "".join(out)


def nested(n, rng):
    """Deeply nested balanced string of even length n with mixed bracket types."""
    ks = [rng.randrange(3) for _ in range(n // 2)]
    return "".join(OPEN[k] for k in ks) + "".join(CLOSE[k] for k in reversed(ks))


def perturb(rng, s):
    """Apply one random small change (may or may not keep it balanced)."""
    s = list(s)
    op = rng.randrange(3)
    i = rng.randrange(len(s))
    if op == 0:
        s[i] = rng.choice(ALL)
    elif op == 1 and len(s) > 1:
        j = rng.randrange(len(s))
        s[i], s[j] = s[j], s[i]
    else:
        del s[i]
        if not s:
            s = [rng.choice(ALL)]
    return "".join(s)


def mixed_lines(rng, count, lo, hi):
    lines = []
    for _ in range(count):
        n = rng.randint(lo, hi) // 2 * 2
        n = max(n, 2)
        s = balanced(rng, n)
        if rng.random() < 0.5:
            s = perturb(rng, s)
        lines.append(s)
    return lines


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(9001)
    tests = []
    tests.append(["("])
    tests.append(["()", "[]", "{}", ")(", "(]", "[}", "{)", "]["])
    # every string of length 1..4
    every = []
    for n in range(1, 5):
        every += ["".join(p) for p in itertools.product(ALL, repeat=n)]
    tests.append(every)
    # counts match but the order of types is wrong
    tests.append(["([)]", "{[}]", "[(])", "({)}", "(([]))", "([]){}[({})]", "{[(])}", "[{]}()"])
    tests.append([balanced(rng, rng.randrange(2, 40, 2)) for _ in range(50)])
    tests.append([perturb(rng, balanced(rng, rng.randrange(2, 60, 2))) for _ in range(50)])
    tests.append(mixed_lines(rng, 500, 1, 200))
    # maximum-size tests
    tests.append(mixed_lines(rng, MAXTOTAL // 2, 2, 2))  # 10^5 lines of length 2
    tests.append([nested(MAXTOTAL, rng)])
    s = nested(MAXTOTAL, rng)
    s = s[:-1] + CLOSE[(CLOSE.index(s[-1]) + 1) % 3]  # last bracket has the wrong type
    tests.append([s])
    tests.append([balanced(rng, MAXTOTAL // 2)] + [perturb(rng, balanced(rng, MAXTOTAL // 2))])
    lines = mixed_lines(rng, 100, 1900, 2000)
    tests.append(lines)
    for i, lines in enumerate(tests, 1):
        assert 1 <= len(lines) <= 10**5 and sum(map(len, lines)) <= MAXTOTAL
        assert all(len(x) >= 1 for x in lines)
        with open(os.path.join(OUT, "%02d.in" % i), "w") as f:
            f.write("%d\n" % len(lines))
            f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
