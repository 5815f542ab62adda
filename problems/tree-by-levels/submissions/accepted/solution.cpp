/**
 * Definition for a binary tree node.
 * struct TreeNode {
 *     int val;
 *     TreeNode *left;
 *     TreeNode *right;
 *     TreeNode() : val(0), left(nullptr), right(nullptr) {}
 *     TreeNode(int x) : val(x), left(nullptr), right(nullptr) {}
 *     TreeNode(int x, TreeNode *left, TreeNode *right) : val(x), left(left), right(right) {}
 * };
 */
class Solution {
public:
    vector<vector<int>> levelOrder(TreeNode* root) {
        vector<vector<int>> rows;
        vector<TreeNode*> level;
        if (root != nullptr) level.push_back(root);
        while (!level.empty()) {
            vector<int> row;
            vector<TreeNode*> next;
            for (TreeNode* node : level) {
                row.push_back(node->val);
                if (node->left != nullptr) next.push_back(node->left);
                if (node->right != nullptr) next.push_back(node->right);
            }
            rows.push_back(row);
            level.swap(next);
        }
        return rows;
    }
};
