import sys


class ListNode:
    __slots__ = ("val", "next")

    def __init__(self, val, next=None):
        self.val = val
        self.next = next


def merge_lists(a, b):
    """Merge the sorted lists a and b into one sorted list and return its head."""
    # TODO: write your solution here
    return None


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
    pos = 0
    n = int(data[pos])
    pos += 1
    a = build_list(map(int, data[pos:pos + n]))
    pos += n
    m = int(data[pos])
    pos += 1
    b = build_list(map(int, data[pos:pos + m]))
    sys.stdout.write(list_to_string(merge_lists(a, b)) + "\n")


main()
