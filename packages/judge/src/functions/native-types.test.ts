import { functionStub } from '@codeyard/shared/function-stubs/index';
import type { FunctionSignature } from '@codeyard/shared/function-problem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Judge } from '../judge.js';
import { STATUS } from '../status.js';
import { createTestJudge } from '../testing/test-judge.js';
import type { LanguageId } from '../types.js';
import { rustFunctionDriver } from './rust.js';

/**
 * Every type of the grammar through the C, C++, Go and Rust drivers, both ways: read into LeetCode's
 * types of each language (long, double, bool, char, char[][], string[], TreeNode, a ListNode with a
 * cycle) and written back from them (list<list<int>>, TreeNode, double within a tolerance, long,
 * string[], char, bool).
 */
const signature = (
  name: string,
  params: FunctionSignature['params'],
  returns: string,
  comparison: FunctionSignature['comparison'] = 'exact',
): FunctionSignature => ({
  name,
  params,
  returns,
  comparison,
  ...(comparison === 'tolerance' ? { tolerance: 1e-9 } : {}),
});

const INSPECT = signature(
  'inspect',
  [
    { name: 'big', type: 'long' },
    { name: 'ratio', type: 'double' },
    { name: 'flag', type: 'bool' },
    { name: 'grid', type: 'char[][]' },
    { name: 'words', type: 'string[]' },
    { name: 'letter', type: 'char' },
    { name: 'root', type: 'TreeNode' },
    { name: 'head', type: 'ListNode' },
    { name: 'pos', type: 'int', cycleOf: 'head' },
  ],
  'list<list<int>>',
);
/** The same without the cycle, which Rust's lists of Boxes cannot hold. */
const INSPECT_WITHOUT_CYCLE: FunctionSignature = {
  ...INSPECT,
  params: INSPECT.params.filter((parameter) => parameter.cycleOf === undefined),
};
const MIRROR = signature('mirror', [{ name: 'root', type: 'TreeNode' }], 'TreeNode');
const SCALE = signature(
  'scale',
  [
    { name: 'big', type: 'long' },
    { name: 'ratio', type: 'double' },
  ],
  'double',
  'tolerance',
);
const BUMP = signature(
  'bump',
  [
    { name: 'big', type: 'long' },
    { name: 'flag', type: 'bool' },
  ],
  'long',
);
const SPELL = signature(
  'spell',
  [
    { name: 'grid', type: 'char[][]' },
    { name: 'letter', type: 'char' },
  ],
  'string[]',
);
const FIRST_LETTER = signature('firstLetter', [{ name: 'words', type: 'string[]' }], 'char');
const ALL_SAME = signature('allSame', [{ name: 'letters', type: 'char[]' }], 'bool');

const lines = (...values: string[]) => `${values.join('\n')}\n`;

/** A million ints summed into a long: the drivers read large inputs fast. */
const TOTAL = signature('total', [{ name: 'nums', type: 'int[]' }], 'long');
const MILLION = Array.from({ length: 1_000_000 }, (_, index) => (index % 3 === 0 ? -index : index) * 2047);
/** A tree 10^5 deep (every node a right child), as LeetCode's skewed tests: recursing over it must not overflow. */
const MAX_DEPTH = signature('maxDepth', [{ name: 'root', type: 'TreeNode' }], 'int');
const SKEWED = Array.from({ length: 100_000 }, (_, index) => (index === 0 ? '1' : 'null,1')).join(',');

/** [input lines without the cycle position, the position, expected] */
const INSPECT_CASES: [string[], string, string][] = [
  [
    [
      '9007199254740993',
      '2.5',
      'true',
      '[["x","o"],["x","x"],[]]',
      '["a\\"b","é","","tab\\there"]',
      '"x"',
      '[5,3,8,null,4]',
      '[7,8,9]',
    ],
    '1',
    '[[993,10,1,120],[1,2,0],[3,2,0,8],[1,7],[4,20]]',
  ],
  [['-9223372036854775808', '0.1', 'false', '[]', '[]', '"."', '[]', '[]'], '-1', '[[-808,0,0,46],[],[],[0,-1],[0,0]]'],
  [['12', '-0.75', 'true', '[["a"]]', '["xyz"]', '"a"', '[1,2]', '[4,5]'], '-1', '[[12,-3,1,97],[1],[3],[0,4],[2,3]]'],
];

const TESTS = new Map<FunctionSignature, { input: string; expected: string }[]>([
  [
    TOTAL,
    [{ input: lines(`[${MILLION.join(',')}]`), expected: String(MILLION.reduce((sum, value) => sum + value, 0)) }],
  ],
  [MAX_DEPTH, [{ input: lines(`[${SKEWED}]`), expected: '100000' }]],
  [INSPECT, INSPECT_CASES.map(([values, position, expected]) => ({ input: lines(...values, position), expected }))],
  [
    INSPECT_WITHOUT_CYCLE,
    INSPECT_CASES.filter(([, position]) => position === '-1').map(([values, , expected]) => ({
      input: lines(...values),
      expected,
    })),
  ],
  [
    MIRROR,
    [
      { input: lines('[4,2,7,1,3,6,9]'), expected: '[4,7,2,9,6,3,1]' },
      { input: lines('[1,null,2,3]'), expected: '[1,2,null,null,3]' },
      { input: lines('[]'), expected: '[]' },
    ],
  ],
  [
    SCALE,
    [
      { input: lines('3', '0.1'), expected: '0.3' },
      { input: lines('1000000', '1e-7'), expected: '0.1' },
      { input: lines('2', '1e300'), expected: '2e300' },
      { input: lines('-4', '2.5'), expected: '-10' },
    ],
  ],
  [
    BUMP,
    [
      { input: lines('9223372036854775806', 'true'), expected: '9223372036854775807' },
      { input: lines('-9223372036854775807', 'false'), expected: '-9223372036854775808' },
    ],
  ],
  [
    SPELL,
    [
      { input: lines('[["a","\\""],["\\\\","b"],[]]', '"\\n"'), expected: '["a\\"\\n","\\\\b\\n","\\n"]' },
      { input: lines('[]', '"z"'), expected: '[]' },
    ],
  ],
  [
    FIRST_LETTER,
    [
      { input: lines('["hello","x"]'), expected: '"h"' },
      { input: lines('["\\"q"]'), expected: '"\\""' },
    ],
  ],
  [
    ALL_SAME,
    [
      { input: lines('["a","a"]'), expected: 'true' },
      { input: lines('["a","b"]'), expected: 'false' },
    ],
  ],
]);

type Solutions = { language: LanguageId; solutions: [FunctionSignature, string][] };

const CPP: Solutions = {
  language: 'cpp',
  solutions: [
    [
      TOTAL,
      `class Solution {\npublic:\n    long long total(vector<int>& nums) { return accumulate(nums.begin(), nums.end(), 0LL); }\n};`,
    ],
    [
      MAX_DEPTH,
      `class Solution {\npublic:\n    int maxDepth(TreeNode* root) { return root ? 1 + max(maxDepth(root->left), maxDepth(root->right)) : 0; }\n};`,
    ],
    [
      INSPECT,
      `class Solution {
public:
    vector<vector<int>> inspect(long long big, double ratio, bool flag, vector<vector<char>>& grid, vector<string>& words, char letter, TreeNode* root, ListNode* head) {
        vector<vector<int>> out{{(int)(big % 1000), (int)(ratio * 4), flag ? 1 : 0, letter}};
        vector<int> counts, lengths;
        for (auto& row : grid) counts.push_back(count(row.begin(), row.end(), letter));
        for (auto& word : words) lengths.push_back(word.size());
        out.push_back(counts);
        out.push_back(lengths);
        ListNode *slow = head, *fast = head;
        int cycle = 0;
        while (fast && fast->next) {
            slow = slow->next;
            fast = fast->next->next;
            if (slow == fast) { cycle = 1; break; }
        }
        out.push_back({cycle, head ? head->val : -1});
        out.push_back({nodes(root), total(root)});
        return out;
    }
    int nodes(TreeNode* node) { return node ? 1 + nodes(node->left) + nodes(node->right) : 0; }
    int total(TreeNode* node) { return node ? node->val + total(node->left) + total(node->right) : 0; }
};`,
    ],
    [
      MIRROR,
      `class Solution {
public:
    TreeNode* mirror(TreeNode* root) {
        if (!root) return nullptr;
        TreeNode* left = root->left;
        root->left = mirror(root->right);
        root->right = mirror(left);
        return root;
    }
};`,
    ],
    [SCALE, `class Solution {\npublic:\n    double scale(long long big, double ratio) { return big * ratio; }\n};`],
    [
      BUMP,
      `class Solution {\npublic:\n    long long bump(long long big, bool flag) { return flag ? big + 1 : big - 1; }\n};`,
    ],
    [
      SPELL,
      `class Solution {
public:
    vector<string> spell(vector<vector<char>>& grid, char letter) {
        vector<string> out;
        for (auto& row : grid) out.push_back(string(row.begin(), row.end()) + letter);
        return out;
    }
};`,
    ],
    [
      FIRST_LETTER,
      `class Solution {\npublic:\n    char firstLetter(vector<string>& words) { return words[0][0]; }\n};`,
    ],
    [
      ALL_SAME,
      `class Solution {\npublic:\n    bool allSame(vector<char>& letters) { return count(letters.begin(), letters.end(), letters[0]) == (int)letters.size(); }\n};`,
    ],
  ],
};

const C: Solutions = {
  language: 'c',
  solutions: [
    [
      TOTAL,
      `long long total(int* nums, int numsSize) {\n    long long sum = 0;\n    for (int i = 0; i < numsSize; i++) sum += nums[i];\n    return sum;\n}`,
    ],
    [
      MAX_DEPTH,
      `int maxDepth(struct TreeNode* root) {\n    if (!root) return 0;\n    int left = maxDepth(root->left), right = maxDepth(root->right);\n    return 1 + (left > right ? left : right);\n}`,
    ],
    [
      INSPECT,
      `static int nodes(struct TreeNode* node) { return node ? 1 + nodes(node->left) + nodes(node->right) : 0; }
static int total(struct TreeNode* node) { return node ? node->val + total(node->left) + total(node->right) : 0; }

int** inspect(long long big, double ratio, bool flag, char** grid, int gridSize, int* gridColSize, char** words, int wordsSize, char letter, struct TreeNode* root, struct ListNode* head, int* returnSize, int** returnColumnSizes) {
    int** out = malloc(sizeof(int*) * 5);
    int* sizes = malloc(sizeof(int) * 5);
    out[0] = malloc(sizeof(int) * 4);
    out[0][0] = (int)(big % 1000);
    out[0][1] = (int)(ratio * 4);
    out[0][2] = flag;
    out[0][3] = letter;
    sizes[0] = 4;
    out[1] = malloc(sizeof(int) * (gridSize + 1));
    for (int i = 0; i < gridSize; i++) {
        out[1][i] = 0;
        for (int j = 0; j < gridColSize[i]; j++) out[1][i] += grid[i][j] == letter;
    }
    sizes[1] = gridSize;
    out[2] = malloc(sizeof(int) * (wordsSize + 1));
    for (int i = 0; i < wordsSize; i++) out[2][i] = (int)strlen(words[i]);
    sizes[2] = wordsSize;
    struct ListNode *slow = head, *fast = head;
    int cycle = 0;
    while (fast && fast->next) {
        slow = slow->next;
        fast = fast->next->next;
        if (slow == fast) { cycle = 1; break; }
    }
    out[3] = malloc(sizeof(int) * 2);
    out[3][0] = cycle;
    out[3][1] = head ? head->val : -1;
    sizes[3] = 2;
    out[4] = malloc(sizeof(int) * 2);
    out[4][0] = nodes(root);
    out[4][1] = total(root);
    sizes[4] = 2;
    *returnSize = 5;
    *returnColumnSizes = sizes;
    return out;
}`,
    ],
    [
      MIRROR,
      `struct TreeNode* mirror(struct TreeNode* root) {
    if (!root) return NULL;
    struct TreeNode* left = root->left;
    root->left = mirror(root->right);
    root->right = mirror(left);
    return root;
}`,
    ],
    [SCALE, `double scale(long long big, double ratio) {\n    return big * ratio;\n}`],
    [BUMP, `long long bump(long long big, bool flag) {\n    return flag ? big + 1 : big - 1;\n}`],
    [
      SPELL,
      `char** spell(char** grid, int gridSize, int* gridColSize, char letter, int* returnSize) {
    char** out = malloc(sizeof(char*) * (gridSize + 1));
    for (int i = 0; i < gridSize; i++) {
        out[i] = malloc(gridColSize[i] + 2);
        memcpy(out[i], grid[i], gridColSize[i]);
        out[i][gridColSize[i]] = letter;
        out[i][gridColSize[i] + 1] = '\\0';
    }
    *returnSize = gridSize;
    return out;
}`,
    ],
    [FIRST_LETTER, `char firstLetter(char** words, int wordsSize) {\n    return words[0][0];\n}`],
    [
      ALL_SAME,
      `bool allSame(char* letters, int lettersSize) {
    for (int i = 1; i < lettersSize; i++)
        if (letters[i] != letters[0]) return false;
    return true;
}`,
    ],
  ],
};

const GO: Solutions = {
  language: 'go',
  solutions: [
    [
      TOTAL,
      `func total(nums []int) int64 {\n    var sum int64\n    for _, num := range nums {\n        sum += int64(num)\n    }\n    return sum\n}`,
    ],
    [
      MAX_DEPTH,
      `func maxDepth(root *TreeNode) int {\n    if root == nil {\n        return 0\n    }\n    left, right := maxDepth(root.Left), maxDepth(root.Right)\n    if left > right {\n        return left + 1\n    }\n    return right + 1\n}`,
    ],
    [
      INSPECT,
      `func inspect(big int64, ratio float64, flag bool, grid [][]byte, words []string, letter byte, root *TreeNode, head *ListNode) [][]int {
    first := []int{int(big % 1000), int(ratio * 4), 0, int(letter)}
    if flag {
        first[2] = 1
    }
    counts, lengths := []int{}, []int{}
    for _, row := range grid {
        counts = append(counts, bytes.Count(row, []byte{letter}))
    }
    for _, word := range words {
        lengths = append(lengths, len(word))
    }
    slow, fast, cycle := head, head, 0
    for fast != nil && fast.Next != nil {
        slow, fast = slow.Next, fast.Next.Next
        if slow == fast {
            cycle = 1
            break
        }
    }
    value := -1
    if head != nil {
        value = head.Val
    }
    var walk func(node *TreeNode) (int, int)
    walk = func(node *TreeNode) (int, int) {
        if node == nil {
            return 0, 0
        }
        leftCount, leftSum := walk(node.Left)
        rightCount, rightSum := walk(node.Right)
        return 1 + leftCount + rightCount, node.Val + leftSum + rightSum
    }
    count, sum := walk(root)
    return [][]int{first, counts, lengths, {cycle, value}, {count, sum}}
}`,
    ],
    [
      MIRROR,
      `func mirror(root *TreeNode) *TreeNode {
    if root != nil {
        root.Left, root.Right = mirror(root.Right), mirror(root.Left)
    }
    return root
}`,
    ],
    [SCALE, `func scale(big int64, ratio float64) float64 {\n    return float64(big) * ratio\n}`],
    [
      BUMP,
      `func bump(big int64, flag bool) int64 {\n    if flag {\n        return big + 1\n    }\n    return big - 1\n}`,
    ],
    [
      SPELL,
      `func spell(grid [][]byte, letter byte) []string {
    out := []string{}
    for _, row := range grid {
        out = append(out, string(append(row, letter)))
    }
    return out
}`,
    ],
    [FIRST_LETTER, `func firstLetter(words []string) byte {\n    return words[0][0]\n}`],
    [
      ALL_SAME,
      `func allSame(letters []byte) bool {
    for _, letter := range letters {
        if letter != letters[0] {
            return false
        }
    }
    return true
}`,
    ],
  ],
};

const RUST: Solutions = {
  language: 'rust',
  solutions: [
    [
      TOTAL,
      `impl Solution {\n    pub fn total(nums: Vec<i32>) -> i64 {\n        nums.iter().map(|&num| num as i64).sum()\n    }\n}`,
    ],
    [
      MAX_DEPTH,
      `use std::rc::Rc;
use std::cell::RefCell;
impl Solution {
    pub fn max_depth(root: Option<Rc<RefCell<TreeNode>>>) -> i32 {
        match root {
            None => 0,
            Some(node) => {
                let node = node.borrow();
                1 + Solution::max_depth(node.left.clone()).max(Solution::max_depth(node.right.clone()))
            }
        }
    }
}`,
    ],
    [
      INSPECT_WITHOUT_CYCLE,
      `use std::rc::Rc;
use std::cell::RefCell;
impl Solution {
    pub fn inspect(big: i64, ratio: f64, flag: bool, grid: Vec<Vec<char>>, words: Vec<String>, letter: char, root: Option<Rc<RefCell<TreeNode>>>, head: Option<Box<ListNode>>) -> Vec<Vec<i32>> {
        let first = vec![(big % 1000) as i32, (ratio * 4.0) as i32, flag as i32, letter as i32];
        let counts = grid.iter().map(|row| row.iter().filter(|&&cell| cell == letter).count() as i32).collect();
        let lengths = words.iter().map(|word| word.len() as i32).collect();
        let value = head.as_ref().map_or(-1, |node| node.val);
        fn walk(node: &Option<Rc<RefCell<TreeNode>>>) -> (i32, i32) {
            match node {
                None => (0, 0),
                Some(node) => {
                    let node = node.borrow();
                    let (left_count, left_sum) = walk(&node.left);
                    let (right_count, right_sum) = walk(&node.right);
                    (1 + left_count + right_count, node.val + left_sum + right_sum)
                }
            }
        }
        let (count, sum) = walk(&root);
        vec![first, counts, lengths, vec![0, value], vec![count, sum]]
    }
}`,
    ],
    [
      MIRROR,
      `use std::rc::Rc;
use std::cell::RefCell;
impl Solution {
    pub fn mirror(root: Option<Rc<RefCell<TreeNode>>>) -> Option<Rc<RefCell<TreeNode>>> {
        if let Some(node) = root.as_ref() {
            let mut node = node.borrow_mut();
            let left = node.left.take();
            let right = node.right.take();
            node.left = Solution::mirror(right);
            node.right = Solution::mirror(left);
        }
        root
    }
}`,
    ],
    [SCALE, `impl Solution {\n    pub fn scale(big: i64, ratio: f64) -> f64 {\n        big as f64 * ratio\n    }\n}`],
    [
      BUMP,
      `impl Solution {\n    pub fn bump(big: i64, flag: bool) -> i64 {\n        if flag { big + 1 } else { big - 1 }\n    }\n}`,
    ],
    [
      SPELL,
      `impl Solution {
    pub fn spell(grid: Vec<Vec<char>>, letter: char) -> Vec<String> {
        grid.into_iter().map(|row| row.into_iter().chain(std::iter::once(letter)).collect()).collect()
    }
}`,
    ],
    [
      FIRST_LETTER,
      `impl Solution {\n    pub fn first_letter(words: Vec<String>) -> char {\n        words[0].chars().next().unwrap()\n    }\n}`,
    ],
    [
      ALL_SAME,
      `impl Solution {\n    pub fn all_same(letters: Vec<char>) -> bool {\n        letters.iter().all(|&letter| letter == letters[0])\n    }\n}`,
    ],
  ],
};

const limits = { timeLimitMs: 5000, memoryLimitMb: 256 };

describe('C, C++, Go and Rust read and return every value type', () => {
  let judge: Judge;
  beforeAll(async () => {
    judge = await createTestJudge();
  });
  afterAll(async () => {
    await judge?.close();
  });

  for (const { language, solutions } of [CPP, C, GO, RUST]) {
    it(`${language}: every type in and out`, async ({ skip }) => {
      if (!judge.info.languages[language].ok) skip(`${language} is not installed`);
      for (const [signature, source] of solutions) {
        const tests = TESTS.get(signature)!;
        const result = await judge.judge({ language, source, function: signature, tests, ...limits });
        expect(
          result,
          `${signature.name}: ${result.compileOutput}${result.firstFailure?.message ?? ''}${result.tests.at(-1)?.stderr ?? ''}`,
        ).toMatchObject({ statusId: STATUS.accepted.id, passed: tests.length });
      }
    });
  }

  it('refuses a cycle problem in Rust, whose lists of Boxes cannot hold one', () => {
    expect(functionStub('rust', INSPECT)).toBeNull();
    expect(functionStub('rust', INSPECT_WITHOUT_CYCLE)).toContain('pub fn inspect(big: i64, ratio: f64, flag: bool');
    expect(() => rustFunctionDriver.program(INSPECT, '')).toThrow(/cycle/);
  });
});
