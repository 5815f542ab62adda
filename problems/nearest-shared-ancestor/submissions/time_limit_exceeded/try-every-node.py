# Correct but quadratic on a tall tree: it tries every node as the meeting point, searches that
# node's whole subtree for p and for q (not using the order of a search tree), and keeps the deepest
# node that has both. On a chain of 10^4 nodes the searches add up to about 5 * 10^7 visits.
class Solution:
    def lowestCommonAncestor(self, root: Optional[TreeNode], p: int, q: int) -> int:
        def contains(node, value):
            return node is not None and (node.val == value or contains(node.left, value) or contains(node.right, value))

        best, best_depth = root.val, 0
        stack = [(root, 0)]
        while stack:
            node, depth = stack.pop()
            if depth > best_depth and contains(node, p) and contains(node, q):
                best, best_depth = node.val, depth
            stack += [(child, depth + 1) for child in (node.left, node.right) if child]
        return best
