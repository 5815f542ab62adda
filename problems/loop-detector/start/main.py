import sys


class ListNode:
    __slots__ = ("val", "next")

    def __init__(self, val, next=None):
        self.val = val
        self.next = next


def detect_cycle(head):
    """Return the node where the walk from head enters a cycle, or None if the
    walk reaches the end of the list. Use O(1) extra memory."""
    # TODO: write your solution here
    return None


def main():
    data = sys.stdin.buffer.read().split()
    n, h = int(data[0]), int(data[1])
    nodes = [None] + [ListNode(i) for i in range(1, n + 1)]  # nodes[0] stays None
    for node, p in zip(nodes[1:], map(int, data[2:2 + n])):
        node.next = nodes[p]

    entry = detect_cycle(nodes[h])
    sys.stdout.write(str(0 if entry is None else entry.val) + "\n")


main()
