# Correct but quadratic on a tall tree: for each depth it walks down from the root again and collects
# the nodes at that depth, left to right. On a chain of 10^4 nodes that is about 5 * 10^7 calls.
class Solution:
    def levelOrder(self, root: Optional[TreeNode]) -> List[List[int]]:
        def collect(node, levels, row):
            if node is None:
                return
            if levels == 0:
                row.append(node.val)
                return
            collect(node.left, levels - 1, row)
            collect(node.right, levels - 1, row)

        rows = []
        while True:
            row = []
            collect(root, len(rows), row)
            if not row:
                return rows
            rows.append(row)
