#!/usr/bin/env python3
"""Writes data/secret for "Valid Search Tree": a tree per test in LeetCode's level order, and whether it is a search tree.

Deterministic (fixed seed). Valid trees get their shape first and then sorted distinct values in
in-order; invalid ones break a single leaf so that it still agrees with its parent but not with an
ancestor further up (what comparing a node with its children alone misses). The answers come from
is_search_tree() below; every solution in submissions/accepted must agree with them. The valid
trees of 10^4 nodes in a chain are the tests that make checking each node's whole subtree
(submissions/time_limit_exceeded) too slow.
Usage: python3 generators/gen.py
"""
import os
import random

SECRET = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "secret")
MAX_NODES = 10**4
MAX_VALUE = 2**31 - 1
MIN_VALUE = -(2**31)


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


def searchable(rng, root, low=MIN_VALUE, high=MAX_VALUE):
    """Gives the tree's nodes distinct values from [low, high] in increasing in-order: a valid search tree."""
    nodes = in_order(root)
    for node, value in zip(nodes, sorted(rng.sample(range(low, high + 1), len(nodes)))):
        node.val = value
    return root


def bounds(root):
    """Every node with the open interval its value must lie in (None: no bound on that side)."""
    found, stack = [], [(root, None, None, None)]
    while stack:
        node, low, high, parent = stack.pop()
        found.append((node, low, high, parent))
        if node.left:
            stack.append((node.left, low, node.val, node))
        if node.right:
            stack.append((node.right, node.val, high, node))
    return found


def break_one_leaf(rng, root):
    """Moves one leaf's value past an ancestor's bound (to it, or beyond it) while it stays in order with its parent."""
    candidates = []
    for node, low, high, parent in bounds(root):
        if node.left or node.right or parent is None:
            continue
        if node is parent.left and low is not None:
            candidates.append((node, rng.choice([low, rng.randint(max(MIN_VALUE, low - 10**6), low)])))
        if node is parent.right and high is not None:
            candidates.append((node, rng.choice([high, rng.randint(high, min(MAX_VALUE, high + 10**6))])))
    node, value = rng.choice(candidates)
    node.val = value
    return root


def is_search_tree(root):
    for node, low, high, _ in bounds(root):
        if (low is not None and node.val <= low) or (high is not None and node.val >= high):
            return False
    return True


def from_level_order(values):
    nodes = [None if value is None else Node(value) for value in values]
    children = iter(nodes[1:])
    for node in nodes:
        if node is not None:
            node.left, node.right = next(children, None), next(children, None)
    return nodes[0]


def write(name, root):
    text = "[" + ",".join("null" if value is None else str(value) for value in level_order(root)) + "]"
    with open(os.path.join(SECRET, name + ".in"), "w") as f:
        f.write(text + "\n")
    with open(os.path.join(SECRET, name + ".ans"), "w") as f:
        f.write("true\n" if is_search_tree(root) else "false\n")


def main():
    rng = random.Random(2026_12_1)
    os.makedirs(SECRET, exist_ok=True)
    zigzag = lambda n: "".join(rng.choice("LR") for _ in range(n))  # noqa: E731
    tests = [
        from_level_order([MIN_VALUE]),                                  # the smallest int alone
        from_level_order([MAX_VALUE, MIN_VALUE]),                       # both ends of the range: valid
        from_level_order([MIN_VALUE, None, MAX_VALUE]),
        from_level_order([5, 5]),                                       # equal on the left
        from_level_order([10, 5, 15, None, None, 6, 20]),               # a grandchild below its grandparent
        from_level_order([10, 5, 15, 1, 10]),                           # equal to an ancestor
        searchable(rng, grown(rng, 1000)),
        break_one_leaf(rng, searchable(rng, grown(rng, 1000))),
        searchable(rng, complete(rng, 1023), -500, 522),                # consecutive values
        break_one_leaf(rng, searchable(rng, complete(rng, 1023))),
        searchable(rng, chain(rng, zigzag(3000))),
        break_one_leaf(rng, searchable(rng, chain(rng, zigzag(3000)))),
        searchable(rng, grown(rng, 5000)),                              # bushy, valid
        break_one_leaf(rng, searchable(rng, grown(rng, MAX_NODES, recent=3))),
        searchable(rng, chain(rng, "R" * (MAX_NODES - 1))),             # maximum depth, valid
        searchable(rng, chain(rng, zigzag(MAX_NODES - 1))),             # maximum depth, valid
    ]
    for index, root in enumerate(tests, 1):
        write(f"{index:02d}", root)


if __name__ == "__main__":
    main()
