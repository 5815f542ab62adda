class Solution:
    def mergeTwoLists(self, list1: Optional[ListNode], list2: Optional[ListNode]) -> Optional[ListNode]:
        # Correct but quadratic: inserts each node of list2 into list1, searching from the head each time.
        dummy = ListNode(0, list1)
        while list2:
            node, list2 = list2, list2.next
            before = dummy
            while before.next and before.next.val <= node.val:
                before = before.next
            node.next = before.next
            before.next = node
        return dummy.next
