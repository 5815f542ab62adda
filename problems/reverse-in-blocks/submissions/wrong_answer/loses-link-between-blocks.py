import sys


class ListNode:
    __slots__ = ("val", "next")

    def __init__(self, val, next=None):
        self.val = val
        self.next = next


def reverse_k_group(head, k):
    """Reverse every block of k consecutive nodes (a last block shorter than k stays
    as it is) and return the head of the resulting list."""
    # Bug: every block is reversed correctly, but the previous block's tail is
    # never re-pointed at the block's new head. It still points at the block's old
    # first node (now its last), so from the second block on only that one node of
    # each block shows up in the output.
    new_head = None
    cur = head
    while True:
        probe = cur
        count = 0
        while probe is not None and count < k:
            probe = probe.next
            count += 1
        if count < k:
            break
        prev = probe
        while cur is not probe:
            nxt = cur.next
            cur.next = prev
            prev = cur
            cur = nxt
        if new_head is None:
            new_head = prev
    return new_head if new_head is not None else head


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
