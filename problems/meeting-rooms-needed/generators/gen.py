#!/usr/bin/env python3
"""Writes data/secret for Meeting Rooms Needed: the meetings as a JSON array of [start, end] pairs.

Run: python3 generators/gen.py
Deterministic: every test has its own fixed seed. The answers come from rooms() below; every
solution in submissions/accepted must agree with them. The tests of 10^4 meetings are the ones that
make counting the running meetings at every start (submissions/time_limit_exceeded) too slow.
"""
import os
import random

MAX_N = 10_000
MAX_T = 10**6
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')


def rooms(meetings):
    starts = sorted(start for start, _ in meetings)
    ends = sorted(end for _, end in meetings)
    finished = needed = 0
    for index, start in enumerate(starts):
        while ends[finished] <= start:  # half-open: a room freed at `start` is free again
            finished += 1
        needed = max(needed, index + 1 - finished)
    return needed


def fmt(meetings):
    assert 1 <= len(meetings) <= MAX_N and all(0 <= start < end <= MAX_T for start, end in meetings)
    return '[' + ','.join(f'[{start},{end}]' for start, end in meetings) + ']\n', f'{rooms(meetings)}\n'


def random_meetings(rng, n, max_t, max_len):
    res = []
    for _ in range(n):
        length = rng.randint(1, max_len)
        s = rng.randint(0, max_t - length)
        res.append((s, s + length))
    return res


def tests():
    t = []
    # 01: one meeting
    t.append(fmt([(0, MAX_T)]))
    # 02: two meetings that only touch: one room
    t.append(fmt([(5, 10), (0, 5)]))
    # 03: two overlapping meetings
    t.append(fmt([(0, 6), (5, 10)]))
    # 04: identical meetings all need their own room
    t.append(fmt([(3, 4)] * 7))
    # 05: nested meetings
    t.append(fmt([(0, 100), (10, 90), (20, 80), (30, 70), (40, 60), (45, 55)]))
    # 06: a chain of touching meetings, given in shuffled order
    rng = random.Random(6)
    chain = [(i, i + 1) for i in range(20)]
    rng.shuffle(chain)
    t.append(fmt(chain))
    # 07: small random
    rng = random.Random(7)
    t.append(fmt(random_meetings(rng, 30, 50, 10)))
    # 08: random, medium
    rng = random.Random(8)
    t.append(fmt(random_meetings(rng, 1000, 10_000, 500)))
    # 09: many meetings sharing few boundaries (lots of touching ends and starts)
    rng = random.Random(9)
    meetings = []
    for _ in range(5_000):
        s = rng.randint(0, 99) * 10
        meetings.append((s, s + 10 * rng.randint(1, 3)))
    t.append(fmt(meetings))
    # 10: maximum, all meetings overlap at one moment: n rooms
    rng = random.Random(10)
    t.append(fmt([(rng.randint(0, 499_999), rng.randint(500_001, MAX_T)) for _ in range(MAX_N)]))
    # 11: maximum, random short meetings
    rng = random.Random(11)
    t.append(fmt(random_meetings(rng, MAX_N, MAX_T, 1000)))
    # 12: maximum, long chains of touching meetings stacked on top of each other
    rng = random.Random(12)
    meetings = []
    while len(meetings) < MAX_N:
        cur = rng.randint(0, 1000)
        while len(meetings) < MAX_N and cur < MAX_T // 20:
            nxt = cur + rng.randint(1, 100)
            meetings.append((cur, nxt))
            cur = nxt
    rng.shuffle(meetings)
    t.append(fmt(meetings))
    return t


def main():
    os.makedirs(OUT, exist_ok=True)
    for i, (text, answer) in enumerate(tests(), 1):
        with open(os.path.join(OUT, f'{i:02d}.in'), 'w') as f:
            f.write(text)
        with open(os.path.join(OUT, f'{i:02d}.ans'), 'w') as f:
            f.write(answer)


if __name__ == '__main__':
    main()
