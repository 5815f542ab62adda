#!/usr/bin/env python3
"""Writes data/secret for "Tree by Levels": a tree per test in LeetCode's level order, and its values level by level.

Deterministic (fixed seed). The answers come from levels() below; every solution in
submissions/accepted must agree with them. The tall trees (10^4 nodes) are the tests that make a
solution collecting each level by a new walk from the root (submissions/time_limit_exceeded) too slow.
Usage: python3 generators/gen.py
"""
import json
import os
import random

SECRET = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "secret")
MAX_NODES = 10**4
MAX_VALUE = 1000


class Node:
    def __init__(self, val):
        self.val = val
        self.left = None
        self.right = None


def level_order(root):
    """The tree as LeetCode writes it: breadth first, None for a missing child, trailing Nones cut."""
    values, queue, index = [], [root], 0
    while index < len(queue):
        node = queue[index]
        index += 1
        values.append(None if node is None else node.val)
        if node is not None:
            queue += [node.left, node.right]
    while values and values[-1] is None:
        values.pop()
    return values


def chain(rng, sides):
    """A path: the i-th node hangs on the left ('L') or right ('R') of the one before it."""
    root = tip = Node(rng.randint(-MAX_VALUE, MAX_VALUE))
    for side in sides:
        child = Node(rng.randint(-MAX_VALUE, MAX_VALUE))
        setattr(tip, "left" if side == "L" else "right", child)
        tip = child
    return root


def grown(rng, n, recent=None):
    """n nodes, each hung on a free child slot of a random earlier node (of the last `recent` ones: a spindly tree)."""
    nodes = [Node(rng.randint(-MAX_VALUE, MAX_VALUE))]
    open_slots = [(nodes[0], "left"), (nodes[0], "right")]
    while len(nodes) < n:
        low = 0 if recent is None else max(0, len(open_slots) - recent)
        index = rng.randrange(low, len(open_slots))
        parent, side = open_slots[index]
        open_slots[index] = open_slots[-1]
        open_slots.pop()
        child = Node(rng.randint(-MAX_VALUE, MAX_VALUE))
        setattr(parent, side, child)
        nodes.append(child)
        open_slots += [(child, "left"), (child, "right")]
    return nodes[0]


def complete(rng, n):
    nodes = [Node(rng.randint(-MAX_VALUE, MAX_VALUE)) for _ in range(n)]
    for index in range(1, n):
        setattr(nodes[(index - 1) // 2], "left" if index % 2 else "right", nodes[index])
    return nodes[0] if nodes else None


def caterpillar(rng, spine):
    """A right-going spine whose every node also has a leaf on its left: shallow leaves everywhere."""
    root = chain(rng, "R" * (spine - 1))
    node = root
    while node is not None:
        node.left = Node(rng.randint(-MAX_VALUE, MAX_VALUE))
        node = node.right
    return root


def levels(root):
    rows, level = [], [root] if root else []
    while level:
        rows.append([node.val for node in level])
        level = [child for node in level for child in (node.left, node.right) if child]
    return rows


def write(name, root):
    text = "[" + ",".join("null" if value is None else str(value) for value in level_order(root)) + "]"
    with open(os.path.join(SECRET, name + ".in"), "w") as f:
        f.write(text + "\n")
    with open(os.path.join(SECRET, name + ".ans"), "w") as f:
        f.write(json.dumps(levels(root), separators=(",", ":")) + "\n")


def main():
    rng = random.Random(2026_11_30)
    os.makedirs(SECRET, exist_ok=True)
    zigzag = lambda n: "".join(rng.choice("LR") for _ in range(n))  # noqa: E731
    tests = [
        None,                                               # no tree
        chain(rng, ""),                                     # the root alone
        chain(rng, "LR"),
        grown(rng, 9),                                      # gaps inside levels
        complete(rng, 31),                                  # perfect: the shape a wrong guess works for
        complete(rng, 100),
        grown(rng, 300),
        caterpillar(rng, 200),
        grown(rng, 2000, recent=5),
        grown(rng, MAX_NODES),                              # bushy: wide levels
        grown(rng, MAX_NODES, recent=3),                    # spindly and deep
        chain(rng, "R" * (MAX_NODES - 1)),                  # maximum depth, leaning right
        chain(rng, zigzag(MAX_NODES - 1)),                  # maximum depth, zigzag
    ]
    for index, root in enumerate(tests, 1):
        write(f"{index:02d}", root)


if __name__ == "__main__":
    main()
