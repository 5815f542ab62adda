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
 * @return {boolean}
 */
var isValidBST = function(root) {
    // Every node with the open interval its value must lie in; a stack instead of recursion.
    const stack = [[root, -Infinity, Infinity]];
    while (stack.length > 0) {
        const [node, low, high] = stack.pop();
        if (node === null) continue;
        if (node.val <= low || node.val >= high) return false;
        stack.push([node.left, low, node.val], [node.right, node.val, high]);
    }
    return true;
};
