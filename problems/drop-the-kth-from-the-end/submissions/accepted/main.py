import sys


class ListNode:
    __slots__ = ("val", "next")

    def __init__(self, val, next=None):
        self.val = val
        self.next = next


def remove_kth_from_end(head, k):
    """Unlink the k-th node counting from the tail (k = 1 is the last node) and
    return the head of the resulting list."""
    # A dummy node in front of the head makes removing the head an ordinary case.
    dummy = ListNode(0, head)
    # Move `lead` k nodes ahead of `trail`; when lead reaches the last node,
    # trail sits right before the node to remove.
    lead = dummy
    for _ in range(k):
        lead = lead.next
    trail = dummy
    while lead.next is not None:
        lead = lead.next
        trail = trail.next
    trail.next = trail.next.next
    return dummy.next


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
    sys.stdout.write(list_to_string(remove_kth_from_end(head, k)) + "\n")


main()
