# Correct but quadratic on a tall tree: the mirror image is every level read backwards, and each
# level is collected by a fresh walk down from the root. On a chain of 10^4 nodes the walks add up to
# about 5 * 10^7 calls.
class Solution:
    def invertTree(self, root: Optional[TreeNode]) -> Optional[TreeNode]:
        def collect(node, levels, slots):
            """The child slots `levels` below node, None where a child is missing."""
            if levels == 0:
                slots.append(node)
            elif node is not None:
                collect(node.left, levels - 1, slots)
                collect(node.right, levels - 1, slots)

        if root is None:
            return None
        mirrored = TreeNode(root.val)
        parents, depth = [mirrored], 0
        while parents:
            depth += 1
            slots = []
            collect(root, depth, slots)
            slots.reverse()
            children = []
            for index, parent in enumerate(parents):
                left, right = slots[2 * index], slots[2 * index + 1]
                if left is not None:
                    parent.left = TreeNode(left.val)
                    children.append(parent.left)
                if right is not None:
                    parent.right = TreeNode(right.val)
                    children.append(parent.right)
            parents = children
        return mirrored
