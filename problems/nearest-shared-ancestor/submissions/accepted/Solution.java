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
    public int lowestCommonAncestor(TreeNode root, int p, int q) {
        int low = Math.min(p, q), high = Math.max(p, q);
        TreeNode node = root;
        while (node.val < low || node.val > high) {
            node = node.val > high ? node.left : node.right;
        }
        return node.val;
    }
}
