/**
 * Definition for a binary tree node.
 * public class TreeNode {
 *     int val;
 *     TreeNode left;
 *     TreeNode right;
 *     TreeNode() {}
 *     TreeNode(int val) { this.val = val; }
 *     TreeNode(int val, TreeNode left, TreeNode right) {
 *         this.val = val;
 *         this.left = left;
 *         this.right = right;
 *     }
 * }
 */
class Solution {
    // Swaps the children of every node, visiting them with an explicit stack (the tree may be 10^4 deep).
    public TreeNode invertTree(TreeNode root) {
        Deque<TreeNode> pending = new ArrayDeque<>();
        if (root != null) pending.push(root);
        while (!pending.isEmpty()) {
            TreeNode node = pending.pop();
            TreeNode left = node.left;
            node.left = node.right;
            node.right = left;
            if (node.left != null) pending.push(node.left);
            if (node.right != null) pending.push(node.right);
        }
        return root;
    }
}
