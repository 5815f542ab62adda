class Solution:
    def removeKthFromEnd(self, head: Optional[ListNode], k: int) -> Optional[ListNode]:
        dummy = ListNode(0, head)
        lead = dummy
        for _ in range(k):
            lead = lead.next
        # lead is k nodes ahead of trail; when lead is the tail, trail is just before the node to drop
        trail = dummy
        while lead.next:
            lead = lead.next
            trail = trail.next
        trail.next = trail.next.next
        return dummy.next
