# Mixes up "longest" and "shortest": a level-by-level walk that stops at the first leaf it meets
# returns the depth of the shallowest leaf, which equals the depth only when every leaf is equally deep.
class Solution:
    def maxDepth(self, root: Optional[TreeNode]) -> int:
        if root is None:
            return 0
        level, depth = [root], 1
        while level:
            if any(node.left is None and node.right is None for node in level):
                return depth
            level = [child for node in level for child in (node.left, node.right) if child]
            depth += 1
        return depth
