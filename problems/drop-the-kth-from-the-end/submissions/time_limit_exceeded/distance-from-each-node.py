class Solution:
    def removeKthFromEnd(self, head: Optional[ListNode], k: int) -> Optional[ListNode]:
        # Correct but quadratic: measures every node's distance to the tail with a walk of its own.
        def distance_to_tail(node):
            steps = 0
            while node:
                steps += 1
                node = node.next
            return steps

        dummy = ListNode(0, head)
        before = dummy
        while distance_to_tail(before.next) != k:
            before = before.next
        before.next = before.next.next
        return dummy.next
