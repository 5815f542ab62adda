# Correct but quadratic on a tall tree: for every node it walks its whole left subtree and its whole
# right subtree to compare them with the node. On a chain of 10^4 nodes that is about 5 * 10^7 visits.
class Solution:
    def isValidBST(self, root: Optional[TreeNode]) -> bool:
        def all_below(node, bound):
            return node is None or (node.val < bound and all_below(node.left, bound) and all_below(node.right, bound))

        def all_above(node, bound):
            return node is None or (node.val > bound and all_above(node.left, bound) and all_above(node.right, bound))

        stack = [root]
        while stack:
            node = stack.pop()
            if not all_below(node.left, node.val) or not all_above(node.right, node.val):
                return False
            stack += [child for child in (node.left, node.right) if child]
        return True
