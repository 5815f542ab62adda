class Solution:
    def reverseList(self, head: Optional[ListNode]) -> Optional[ListNode]:
        previous = None
        while head:
            following = head.next
            head.next = previous  # turn this link around
            previous = head
            head = following
        return previous
