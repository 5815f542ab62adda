/**
 * Definition for a binary tree node.
 * function TreeNode(val, left, right) {
 *     this.val = (val===undefined ? 0 : val)
 *     this.left = (left===undefined ? null : left)
 *     this.right = (right===undefined ? null : right)
 * }
 */
/**
 * @param {TreeNode} root
 * @return {TreeNode}
 */
var invertTree = function(root) {
    // An explicit stack instead of recursion: the tree may be a chain of 10^4 nodes.
    const pending = root ? [root] : [];
    while (pending.length > 0) {
        const node = pending.pop();
        [node.left, node.right] = [node.right, node.left];
        if (node.left) pending.push(node.left);
        if (node.right) pending.push(node.right);
    }
    return root;
};
