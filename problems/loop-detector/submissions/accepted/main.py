import sys


class ListNode:
    __slots__ = ("val", "next")

    def __init__(self, val, next=None):
        self.val = val
        self.next = next


def detect_cycle(head):
    """Return the node where the walk from head enters a cycle, or None if the
    walk reaches the end of the list. Use O(1) extra memory."""
    # Floyd: `fast` moves two steps for every step of `slow`. If there is a
    # cycle they meet inside it. Let the tail (head to entry) have length T and
    # let them meet D steps after the entry on a cycle of length C. Then
    # 2(T + D) - (T + D) is a multiple of C, so T is congruent to C - D (mod C):
    # walking T steps from the head and from the meeting point ends at the entry.
    slow = fast = head
    while fast is not None and fast.next is not None:
        slow = slow.next
        fast = fast.next.next
        if slow is fast:
            p = head
            while p is not slow:
                p = p.next
                slow = slow.next
            return p
    return None  # fast fell off the end: no cycle


def main():
    data = sys.stdin.buffer.read().split()
    n, h = int(data[0]), int(data[1])
    nodes = [None] + [ListNode(i) for i in range(1, n + 1)]  # nodes[0] stays None
    for node, p in zip(nodes[1:], map(int, data[2:2 + n])):
        node.next = nodes[p]

    entry = detect_cycle(nodes[h])
    sys.stdout.write(str(0 if entry is None else entry.val) + "\n")


main()
