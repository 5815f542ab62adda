# Correct but quadratic on a tall tree: for each depth d it walks down from the root again to see
# whether any node lies d levels deep. A chain of 10^4 nodes costs about 5 * 10^7 node visits.
class Solution:
    def maxDepth(self, root: Optional[TreeNode]) -> int:
        def reaches(node, levels):
            if node is None:
                return False
            if levels == 1:
                return True
            return reaches(node.left, levels - 1) or reaches(node.right, levels - 1)

        depth = 0
        while reaches(root, depth + 1):
            depth += 1
        return depth
