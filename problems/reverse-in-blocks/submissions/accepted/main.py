import sys


class ListNode:
    __slots__ = ("val", "next")

    def __init__(self, val, next=None):
        self.val = val
        self.next = next


def reverse_k_group(head, k):
    """Reverse every block of k consecutive nodes (a last block shorter than k stays
    as it is) and return the head of the resulting list."""
    dummy = ListNode(0, head)
    before = dummy  # last node of the part that is already done
    while True:
        # Is there a full block of k nodes after `before`?
        probe = before
        for _ in range(k):
            probe = probe.next
            if probe is None:
                return dummy.next  # fewer than k nodes left: keep them as they are
        after = probe.next  # first node after the block

        # Reverse the block; its first node becomes its last one.
        first = before.next
        prev = after
        cur = first
        while cur is not after:
            nxt = cur.next
            cur.next = prev
            prev = cur
            cur = nxt
        before.next = prev  # prev is the old last node, now the block's head
        before = first


def build_list(values):
    """Links the values into a list and returns its head (None for no values)."""
    dummy = ListNode(0)
    tail = dummy
    for v in values:
        tail.next = ListNode(v)
        tail = tail.next
    return dummy.next


def list_to_string(head):
    out = []
    while head is not None:
        out.append(head.val)
        head = head.next
    return " ".join(map(str, out))


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    head = build_list(map(int, data[2:2 + n]))
    sys.stdout.write(list_to_string(reverse_k_group(head, k)) + "\n")


main()
