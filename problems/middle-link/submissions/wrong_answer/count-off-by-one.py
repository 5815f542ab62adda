import sys


class ListNode:
    __slots__ = ("val", "next")

    def __init__(self, val, next=None):
        self.val = val
        self.next = next


def middle_node(head):
    """Return the middle node of the list (the second middle one when the length is even)."""
    # Bug: counts the nodes, then walks n // 2 - 1 steps instead of n // 2, which
    # lands one node too early (and on the head for n = 1, which happens to be right).
    n = 0
    cur = head
    while cur is not None:
        n += 1
        cur = cur.next
    cur = head
    for _ in range(max(0, n // 2 - 1)):
        cur = cur.next
    return cur


def build_list(values):
    """Links the values into a list and returns its head (None for no values)."""
    dummy = ListNode(0)
    tail = dummy
    for v in values:
        tail.next = ListNode(v)
        tail = tail.next
    return dummy.next


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    head = build_list(map(int, data[1:1 + n]))
    sys.stdout.write(str(middle_node(head).val) + "\n")


main()
