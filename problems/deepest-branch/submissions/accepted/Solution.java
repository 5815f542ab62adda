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
    // Level by level with a queue: a chain of 10^4 nodes needs no deep call stack.
    public int maxDepth(TreeNode root) {
        if (root == null) return 0;
        Deque<TreeNode> level = new ArrayDeque<>();
        level.add(root);
        int depth = 0;
        while (!level.isEmpty()) {
            depth++;
            for (int remaining = level.size(); remaining > 0; remaining--) {
                TreeNode node = level.poll();
                if (node.left != null) level.add(node.left);
                if (node.right != null) level.add(node.right);
            }
        }
        return depth;
    }
}
