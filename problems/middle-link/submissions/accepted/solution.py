class Solution:
    def middleNode(self, head: Optional[ListNode]) -> Optional[ListNode]:
        slow = fast = head
        # fast moves two nodes for every one of slow's, so slow is halfway when fast runs out
        while fast and fast.next:
            slow = slow.next
            fast = fast.next.next
        return slow
