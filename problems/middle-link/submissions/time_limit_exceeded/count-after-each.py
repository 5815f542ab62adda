class Solution:
    def middleNode(self, head: Optional[ListNode]) -> Optional[ListNode]:
        # Correct but quadratic: counts the nodes from each node to the tail, one walk per node,
        # and stops where the rest is the second half.
        total = 0
        node = head
        while node:
            total += 1
            node = node.next
        node = head
        while node:
            remaining = 0
            walker = node
            while walker:
                remaining += 1
                walker = walker.next
            if remaining == total - total // 2:
                return node
            node = node.next
        return None
