class Solution:
    def removeKthFromEnd(self, head: Optional[ListNode], k: int) -> Optional[ListNode]:
        # Bug: without a node before the head, k equal to the length removes the second node instead.
        lead = head
        for _ in range(k):
            if lead.next is None:
                break
            lead = lead.next
        trail = head
        while lead.next:
            lead = lead.next
            trail = trail.next
        if trail.next:
            trail.next = trail.next.next
        else:
            return None
        return head
