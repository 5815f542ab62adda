import { describe, expect, it } from 'vitest';
import type { FunctionSignature } from '../function-problem.js';
import { functionStub } from './index.js';

const twoSum: FunctionSignature = {
  name: 'twoSum',
  params: [
    { name: 'nums', type: 'int[]' },
    { name: 'target', type: 'int' },
  ],
  returns: 'int[]',
  comparison: 'exact',
};

const groups: FunctionSignature = {
  name: 'groupWords',
  params: [
    { name: 'words', type: 'string[]' },
    { name: 'board', type: 'char[][]' },
    { name: 'limit', type: 'long' },
    { name: 'scale', type: 'double' },
    { name: 'strict', type: 'bool' },
    { name: 'key', type: 'string' },
  ],
  returns: 'list<list<string>>',
  comparison: 'any-order',
};

const hasCycle: FunctionSignature = {
  name: 'hasCycle',
  params: [
    { name: 'head', type: 'ListNode' },
    { name: 'pos', type: 'int', cycleOf: 'head' },
  ],
  returns: 'bool',
  comparison: 'exact',
};

const mergeTrees: FunctionSignature = {
  name: 'mergeTrees',
  params: [
    { name: 'root1', type: 'TreeNode' },
    { name: 'root2', type: 'TreeNode' },
  ],
  returns: 'TreeNode',
  comparison: 'exact',
};

describe('LeetCode’s C++, C, Go and Rust stubs', () => {
  it('writes two-sum as LeetCode opens it', () => {
    expect(functionStub('cpp', twoSum)).toBe(
      'class Solution {\npublic:\n    vector<int> twoSum(vector<int>& nums, int target) {\n        \n    }\n};',
    );
    expect(functionStub('c', twoSum)).toBe(
      '/**\n * Note: The returned array must be malloced, assume caller calls free().\n */\nint* twoSum(int* nums, int numsSize, int target, int* returnSize) {\n    \n}',
    );
    expect(functionStub('go', twoSum)).toBe('func twoSum(nums []int, target int) []int {\n    \n}');
    expect(functionStub('rust', twoSum)).toBe(
      'impl Solution {\n    pub fn two_sum(nums: Vec<i32>, target: i32) -> Vec<i32> {\n        \n    }\n}',
    );
  });

  it('spells every scalar, 2-D arrays and lists in each language’s way', () => {
    expect(functionStub('cpp', groups)).toContain(
      'vector<vector<string>> groupWords(vector<string>& words, vector<vector<char>>& board, long long limit, double scale, bool strict, string key) {',
    );
    const c = functionStub('c', groups)!;
    expect(c).toContain(
      'char*** groupWords(char** words, int wordsSize, char** board, int boardSize, int* boardColSize, long long limit, double scale, bool strict, char* key, int* returnSize, int** returnColumnSizes) {',
    );
    expect(c).toContain('The sizes of the arrays are returned as *returnColumnSizes array.');
    expect(functionStub('go', groups)).toContain(
      'func groupWords(words []string, board [][]byte, limit int64, scale float64, strict bool, key string) [][]string {',
    );
    expect(functionStub('rust', groups)).toContain(
      'pub fn group_words(words: Vec<String>, board: Vec<Vec<char>>, limit: i64, scale: f64, strict: bool, key: String) -> Vec<Vec<String>> {',
    );
  });

  it('shows LeetCode’s node definitions and leaves out the hidden cycle position', () => {
    expect(functionStub('cpp', hasCycle)).toMatch(
      /ListNode\(int x\) : val\(x\), next\(NULL\) \{\}\n \* \};\n \*\/\nclass Solution \{\npublic:\n {4}bool hasCycle\(ListNode\* head\) \{/,
    );
    expect(functionStub('c', hasCycle)).toContain(
      ' *     struct ListNode *next;\n * };\n */\nbool hasCycle(struct ListNode* head) {',
    );
    expect(functionStub('go', hasCycle)).toContain(
      ' *     Next *ListNode\n * }\n */\nfunc hasCycle(head *ListNode) bool {',
    );
    expect(functionStub('rust', hasCycle)).toBeNull();
    expect(functionStub('cpp', mergeTrees)).toContain('TreeNode* mergeTrees(TreeNode* root1, TreeNode* root2) {');
    expect(functionStub('c', mergeTrees)).toContain(
      'struct TreeNode* mergeTrees(struct TreeNode* root1, struct TreeNode* root2) {',
    );
    expect(functionStub('go', mergeTrees)).toContain('func mergeTrees(root1 *TreeNode, root2 *TreeNode) *TreeNode {');
    expect(functionStub('rust', mergeTrees)).toContain(
      '// }\nuse std::rc::Rc;\nuse std::cell::RefCell;\nimpl Solution {\n    pub fn merge_trees(root1: Option<Rc<RefCell<TreeNode>>>, root2: Option<Rc<RefCell<TreeNode>>>) -> Option<Rc<RefCell<TreeNode>>> {',
    );
  });
});
