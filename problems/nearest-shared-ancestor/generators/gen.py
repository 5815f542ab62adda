#!/usr/bin/env python3
"""Writes data/secret for "Nearest Shared Ancestor": a search tree in LeetCode's level order, then p and q.

Deterministic (fixed seed). Trees get their shape first and then sorted distinct values in in-order;
the answers come from ancestor() below, and every solution in submissions/accepted must agree with
them. The chains of 10^4 nodes with p and q deep down are the tests that make trying every node as
the ancestor (submissions/time_limit_exceeded) too slow.
Usage: python3 generators/gen.py
"""
import os
import random

SECRET = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "secret")
MAX_NODES = 10**4
MAX_VALUE = 10**5


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


def in_order(root):
    nodes, stack, node = [], [], root
    while stack or node:
        while node:
            stack.append(node)
            node = node.left
        node = stack.pop()
        nodes.append(node)
        node = node.right
    return nodes


def searchable(rng, root):
    """Gives the tree's nodes distinct values in increasing in-order: a search tree."""
    nodes = in_order(root)
    for node, value in zip(nodes, sorted(rng.sample(range(-MAX_VALUE, MAX_VALUE + 1), len(nodes)))):
        node.val = value
    return root


def deepest(root, count):
    """The values of the `count` deepest nodes, deepest first (ties broken left to right)."""
    order, level = [], [root]
    while level:
        order = [node.val for node in level] + order
        level = [child for node in level for child in (node.left, node.right) if child]
    return order[:count]


def ancestor(root, p, q):
    node = root
    while True:
        if p < node.val and q < node.val:
            node = node.left
        elif p > node.val and q > node.val:
            node = node.right
        else:
            return node.val


def write(name, root, p, q):
    text = "[" + ",".join("null" if value is None else str(value) for value in level_order(root)) + "]"
    values = {node.val for node in in_order(root)}
    assert p != q and p in values and q in values
    with open(os.path.join(SECRET, name + ".in"), "w") as f:
        f.write(f"{text}\n{p}\n{q}\n")
    with open(os.path.join(SECRET, name + ".ans"), "w") as f:
        f.write(f"{ancestor(root, p, q)}\n")


def main():
    rng = random.Random(2026_12_2)
    os.makedirs(SECRET, exist_ok=True)
    zigzag = lambda n: "".join(rng.choice("LR") for _ in range(n))  # noqa: E731
    pair = lambda root: rng.sample([node.val for node in in_order(root)], 2)  # noqa: E731
    tests = []

    def add(root, p=None, q=None):
        if p is None:
            p, q = pair(root)
        tests.append((root, p, q))

    tiny = searchable(rng, chain(rng, "L"))
    add(tiny, tiny.val, tiny.left.val)                              # p > q, p is the root
    tiny = searchable(rng, chain(rng, "R"))
    add(tiny, tiny.val, tiny.right.val)
    small = searchable(rng, complete(rng, 7))
    add(small, small.left.left.val, small.right.right.val)          # parted at the root
    add(small, small.right.right.val, small.right.left.val)         # siblings, p > q
    add(searchable(rng, grown(rng, 100)))
    big = searchable(rng, grown(rng, 1000))
    add(big, big.right.val, deepest(big.right, 1)[0])               # an ancestor and a deep descendant
    full = searchable(rng, complete(rng, 1023))
    values = [node.val for node in in_order(full)]
    middle = values.index(full.val)
    add(full, values[middle + 1], values[middle - 1])               # in-order neighbours of the root
    zig = searchable(rng, chain(rng, zigzag(3000)))
    add(zig, *deepest(zig, 2))
    add(searchable(rng, grown(rng, MAX_NODES)))                     # bushy, a random pair
    spindly = searchable(rng, grown(rng, MAX_NODES, recent=3))
    add(spindly, *deepest(spindly, 2)[::-1])
    right = searchable(rng, chain(rng, "R" * (MAX_NODES - 1)))
    add(right, *deepest(right, 2))                                  # maximum depth, the two deepest
    left = searchable(rng, chain(rng, "L" * (MAX_NODES - 1)))
    add(left, deepest(left, 20)[-1], deepest(left, 1)[0])           # maximum depth, p above q
    zig = searchable(rng, chain(rng, zigzag(MAX_NODES - 1)))
    add(zig, *deepest(zig, 2)[::-1])                                # maximum depth, zigzag
    for index, (root, p, q) in enumerate(tests, 1):
        write(f"{index:02d}", root, p, q)


if __name__ == "__main__":
    main()
