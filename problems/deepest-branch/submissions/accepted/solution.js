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
 * @return {number}
 */
var maxDepth = function(root) {
    // Depth-first with an explicit stack of (node, depth): no recursion on a 10^4-node chain.
    let deepest = 0;
    const stack = root ? [[root, 1]] : [];
    while (stack.length > 0) {
        const [node, depth] = stack.pop();
        deepest = Math.max(deepest, depth);
        if (node.left) stack.push([node.left, depth + 1]);
        if (node.right) stack.push([node.right, depth + 1]);
    }
    return deepest;
};
