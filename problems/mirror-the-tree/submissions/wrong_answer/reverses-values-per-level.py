# Confuses mirroring the tree with reading its values backwards: it keeps the shape and reverses the
# values of each level. That is the mirror image only when the tree is symmetric in shape (a full
# tree, for example); a node with a single child stays on the wrong side.
class Solution:
    def invertTree(self, root: Optional[TreeNode]) -> Optional[TreeNode]:
        level = [root] if root else []
        while level:
            values = [node.val for node in level][::-1]
            for node, value in zip(level, values):
                node.val = value
            level = [child for node in level for child in (node.left, node.right) if child]
        return root
