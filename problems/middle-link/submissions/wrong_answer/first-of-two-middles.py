class Solution:
    def middleNode(self, head: Optional[ListNode]) -> Optional[ListNode]:
        # Bug: waiting for a node two ahead of fast returns the first of two middles on even lengths.
        slow = fast = head
        while fast.next and fast.next.next:
            slow = slow.next
            fast = fast.next.next
        return slow
