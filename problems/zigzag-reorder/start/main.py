import sys


class ListNode:
    __slots__ = ("val", "next")

    def __init__(self, val, next=None):
        self.val = val
        self.next = next


def reorder_list(head):
    """Rearrange the nodes into the order L0, Ln-1, L1, Ln-2, ... by changing their
    next pointers. The head stays first, so nothing is returned."""
    # TODO: write your solution here
    pass


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
    n = int(data[0])
    head = build_list(map(int, data[1:1 + n]))
    reorder_list(head)
    sys.stdout.write(list_to_string(head) + "\n")


main()
