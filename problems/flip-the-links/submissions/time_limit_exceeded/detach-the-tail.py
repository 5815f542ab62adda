class Solution:
    def reverseList(self, head: Optional[ListNode]) -> Optional[ListNode]:
        # Correct but quadratic: walks to the tail for every node, detaches it and appends it.
        dummy = ListNode()
        tail = dummy
        while head:
            if head.next is None:
                tail.next, head = head, None
                break
            before = head
            while before.next.next:
                before = before.next
            tail.next = before.next
            tail = tail.next
            before.next = None
        return dummy.next
