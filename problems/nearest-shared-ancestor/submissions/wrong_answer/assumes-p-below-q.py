# Takes p as the smaller value and q as the larger without checking. When p > q the walk turns the
# wrong way, and it either stops at a wrong node or runs off the tree and returns nothing.
class Solution:
    def lowestCommonAncestor(self, root: Optional[TreeNode], p: int, q: int) -> int:
        node = root
        while node:
            if q < node.val:
                node = node.left
            elif p > node.val:
                node = node.right
            else:
                return node.val
