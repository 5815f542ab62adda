import sys


class ListNode:
    __slots__ = ("val", "next")

    def __init__(self, val, next=None):
        self.val = val
        self.next = next


def reorder_list(head):
    """Rearrange the nodes into the order L0, Ln-1, L1, Ln-2, ... by changing their
    next pointers. The head stays first, so nothing is returned."""
    if head is None or head.next is None:
        return

    # 1. Find the last node of the first half (node number ceil(n / 2)).
    slow = fast = head
    while fast.next is not None and fast.next.next is not None:
        slow = slow.next
        fast = fast.next.next

    # 2. Cut the list after it and reverse the second half.
    second = slow.next
    slow.next = None
    prev = None
    while second is not None:
        nxt = second.next
        second.next = prev
        prev = second
        second = nxt

    # 3. Weave the reversed second half into the first half. The second half is
    #    never longer than the first one.
    first = head
    second = prev
    while second is not None:
        first_next = first.next
        second_next = second.next
        first.next = second
        second.next = first_next
        first = first_next
        second = second_next


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
