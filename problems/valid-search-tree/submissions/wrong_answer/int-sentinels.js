/**
 * Starts from the int range's ends as if no value could equal them: a tree holding -2^31 or
 * 2^31 - 1 is then refused although it is valid.
 * @param {TreeNode} root
 * @return {boolean}
 */
var isValidBST = function(root) {
    const stack = [[root, -2147483648, 2147483647]];
    while (stack.length > 0) {
        const [node, low, high] = stack.pop();
        if (node === null) continue;
        if (node.val <= low || node.val >= high) return false;
        stack.push([node.left, low, node.val], [node.right, node.val, high]);
    }
    return true;
};
