import sys


class ListNode:
    __slots__ = ("val", "next")

    def __init__(self, val, next=None):
        self.val = val
        self.next = next


def reverse_k_group(head, k):
    """Reverse every block of k consecutive nodes (a last block shorter than k stays
    as it is) and return the head of the resulting list."""
    # TODO: write your solution here
    return head


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
