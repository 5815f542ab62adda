import sys


class ListNode:
    __slots__ = ("val", "next")

    def __init__(self, val, next=None):
        self.val = val
        self.next = next


def middle_node(head):
    """Return the middle node of the list (the second middle one when the length is even)."""
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


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    head = build_list(map(int, data[1:1 + n]))
    sys.stdout.write(str(middle_node(head).val) + "\n")


main()
