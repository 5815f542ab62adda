#!/usr/bin/env python3
"""Generates data/secret for Course Order (deterministic): numCourses, then the rules as a JSON array of pairs.

Run from anywhere: python3 generators/gen.py
The answers come from smallest_order() below; every solution in submissions/accepted must agree
with them. The test whose only valid order is numCourses, ..., 1 is the one that makes scanning all
courses for the smallest available one (submissions/time_limit_exceeded) too slow.
"""
import heapq
import os
import random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "secret")


MAX_N = 10_000
MAX_M = 10_000


def smallest_order(n, rules):
    """Kahn's algorithm with a min-heap of the available courses; [] when the rules have a cycle."""
    unlocks = [[] for _ in range(n + 1)]
    missing = [0] * (n + 1)
    for a, b in rules:
        unlocks[a].append(b)
        missing[b] += 1
    available = [course for course in range(1, n + 1) if missing[course] == 0]
    order = []
    while available:
        course = heapq.heappop(available)
        order.append(course)
        for following in unlocks[course]:
            missing[following] -= 1
            if missing[following] == 0:
                heapq.heappush(available, following)
    return order if len(order) == n else []


def write(idx, n, rules):
    assert 1 <= n <= MAX_N and len(rules) <= MAX_M and all(1 <= a <= n and 1 <= b <= n and a != b for a, b in rules)
    with open(os.path.join(OUT, f"{idx:02d}.in"), "w") as f:
        f.write(f"{n}\n[" + ",".join(f"[{a},{b}]" for a, b in rules) + "]\n")
    with open(os.path.join(OUT, f"{idx:02d}.ans"), "w") as f:
        f.write("[" + ",".join(map(str, smallest_order(n, rules))) + "]\n")


def random_dag(rng, n, m, reach=20):
    """Rules that follow a hidden random order of the courses, so some valid order exists.
    Most rules join courses that are close in the hidden order (reach), which makes the
    constraints tight; a few join far-apart courses."""
    order = list(range(1, n + 1))
    rng.shuffle(order)
    rules = []
    for _ in range(m):
        i = rng.randrange(n - 1)
        if rng.random() < 0.9:
            j = min(n - 1, i + rng.randint(1, reach))
        else:
            j = rng.randint(i + 1, n - 1)
        rules.append((order[i], order[j]))
    rng.shuffle(rules)
    return rules, order


def farthest_reachable(rules, order, start):
    """The course latest in the hidden order that the rules force to come after order[start]."""
    unlocks = {}
    for a, b in rules:
        unlocks.setdefault(a, []).append(b)
    place = {course: index for index, course in enumerate(order)}
    seen, stack = {order[start]}, [order[start]]
    while stack:
        for following in unlocks.get(stack.pop(), []):
            if following not in seen:
                seen.add(following)
                stack.append(following)
    return max(seen, key=place.get)


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(424242)
    # 01-06: small and edge cases
    write(1, 1, [])
    write(2, 2, [(2, 1)])
    write(3, 2, [(1, 2), (2, 1)])                              # two courses need each other
    write(4, 3, [])                                            # no rules at all
    write(5, 5, [(1, 5), (2, 3), (3, 4), (4, 2)])              # a cycle among 2, 3, 4
    write(6, 3, [(2, 1), (2, 1)])                              # repeated rule; 1 must wait for 2
    # 07-10: random
    write(7, 10, random_dag(rng, 10, 15, 3)[0])
    write(8, 1000, random_dag(rng, 1000, 2000)[0])
    rules, order = random_dag(rng, 5000, 9999)
    rules.append((farthest_reachable(rules, order, 3000), order[3000]))  # closes a long cycle deep inside
    rng.shuffle(rules)
    write(9, 5000, rules)
    rules, _ = random_dag(rng, 8000, 5000, 5)
    rules += rng.sample(rules, 5000)                           # every rule listed twice
    rng.shuffle(rules)
    write(10, 8000, rules)
    # 11-12: maximum size
    n, m = MAX_N, MAX_M
    write(11, n, random_dag(rng, n, m)[0])
    # Every course c > 1 must come before c - 1, so the only valid order is n, n-1, ..., 1.
    rules = [(c, c - 1) for c in range(2, n + 1)]
    for _ in range(m - len(rules)):
        a = rng.randint(2, n)
        rules.append((a, rng.randint(max(1, a - 100), a - 1)))
    rng.shuffle(rules)
    write(12, n, rules)


if __name__ == "__main__":
    main()
