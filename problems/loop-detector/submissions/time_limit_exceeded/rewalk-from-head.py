class Solution:
    def hasCycle(self, head: Optional[ListNode]) -> bool:
        # Correct with O(1) memory but quadratic: for the node reached after each step, walks from the
        # head again to see whether it was already passed.
        node, steps = head, 0
        while node:
            walker = head
            for _ in range(steps):
                if walker is node:
                    return True
                walker = walker.next
            node, steps = node.next, steps + 1
        return False
