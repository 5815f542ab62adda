class Solution:
    def hasCycle(self, head: Optional[ListNode]) -> bool:
        # Bug: guesses that a walk longer than 10^4 steps must be circling, but a list may be longer.
        steps = 0
        while head:
            steps += 1
            if steps > 10_000:
                return True
            head = head.next
        return False
