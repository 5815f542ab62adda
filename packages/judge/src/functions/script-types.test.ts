import type { FunctionSignature } from '@codeyard/shared/function-problem';
import { functionStub } from '@codeyard/shared/function-stubs/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Judge } from '../judge.js';
import { packageLanguageCode, withIncludedFiles } from '../package/included-files.js';
import { STATUS } from '../status.js';
import { createTestJudge } from '../testing/test-judge.js';
import type { LanguageId } from '../types.js';
import { REVERSE_LIST, REVERSE_LIST_TESTS, TWO_SUM, TWO_SUM_TESTS } from './fixtures/fixture.js';
import { javascriptFixture } from './fixtures/javascript.js';
import { rubyFixture } from './fixtures/ruby.js';
import { typescriptFixture } from './fixtures/typescript.js';
import { functionDriver } from './index.js';

/**
 * JavaScript, TypeScript and Ruby function problems beyond the fixtures: every kind of value in
 * (long, double, bool, char[][], string[], TreeNode, a ListNode with a cycle) and out (TreeNode,
 * list<list<int>>, a double within tolerance, char[], bool, long), LeetCode's stubs as the drivers
 * call them, a package's included files, errors at the user's lines, and LeetCode's JavaScript
 * priority queues.
 */

const limits = { timeLimitMs: 5000, memoryLimitMb: 256 };
type Test = { input: string; expected: string };
type Case = { signature: FunctionSignature; tests: Test[]; solutions: Partial<Record<LanguageId, string>> };

const signature = (
  name: string,
  params: FunctionSignature['params'],
  returns: string,
  extra: Partial<FunctionSignature> = {},
): FunctionSignature => ({ name, params, returns, comparison: 'exact', ...extra });

/** Each argument shows in the string returned: a wrong conversion of any one of them fails the test. */
const everyInput: Case = {
  signature: signature(
    'describeAll',
    [
      { name: 'count', type: 'long' },
      { name: 'ratio', type: 'double' },
      { name: 'flag', type: 'bool' },
      { name: 'grid', type: 'char[][]' },
      { name: 'words', type: 'string[]' },
      { name: 'root', type: 'TreeNode' },
      { name: 'head', type: 'ListNode' },
      { name: 'pos', type: 'int', cycleOf: 'head' },
    ],
    'string',
  ),
  tests: [
    {
      input: '9007199254740991\n1.25\nfalse\n[["a","b"],["\\"","c"]]\n["x y","é"]\n[1,null,2,3]\n[3,2,0,-4]\n1\n',
      expected: '"9007199254740991|2.5|true|ab/\\"c|x y,é|6|2"',
    },
    { input: '-1\n-0.5\ntrue\n[]\n[]\n[]\n[5]\n-1\n', expected: '"-1|-1|false|||0|none"' },
  ],
  solutions: {
    javascript: `var describeAll = function(count, ratio, flag, grid, words, root, head) {
    const sum = (node) => node === null ? 0 : node.val + sum(node.left) + sum(node.right);
    const seen = new Set();
    let node = head;
    while (node !== null && !seen.has(node)) {
        seen.add(node);
        node = node.next;
    }
    const entry = node === null ? 'none' : String(node.val);
    return [count, ratio * 2, !flag, grid.map((row) => row.join('')).join('/'), words.join(','), sum(root), entry].join('|');
};
`,
    typescript: `function describeAll(count: number, ratio: number, flag: boolean, grid: string[][], words: string[], root: TreeNode | null, head: ListNode | null): string {
    const sum = (node: TreeNode | null): number => node === null ? 0 : node.val + sum(node.left) + sum(node.right);
    const seen = new Set<ListNode>();
    let node = head;
    while (node !== null && !seen.has(node)) {
        seen.add(node);
        node = node.next;
    }
    const entry = node === null ? 'none' : String(node.val);
    return [count, ratio * 2, !flag, grid.map((row) => row.join('')).join('/'), words.join(','), sum(root), entry].join('|');
};
`,
    ruby: `def describe_all(count, ratio, flag, grid, words, root, head)
    sum = ->(node) { node.nil? ? 0 : node.val + sum.(node.left) + sum.(node.right) }
    seen = {}.compare_by_identity
    node = head
    until node.nil? || seen.key?(node)
        seen[node] = true
        node = node.next
    end
    doubled = ratio * 2
    doubled = doubled.to_i if doubled == doubled.to_i
    [count, doubled, !flag, grid.map(&:join).join('/'), words.join(','), sum.(root), node.nil? ? 'none' : node.val].join('|')
end
`,
  },
};

const invertTree: Case = {
  signature: signature('invertTree', [{ name: 'root', type: 'TreeNode' }], 'TreeNode'),
  tests: [
    { input: '[4,2,7,1,3,6,9]\n', expected: '[4,7,2,9,6,3,1]' },
    { input: '[2,1]\n', expected: '[2,null,1]' },
    { input: '[]\n', expected: '[]' },
  ],
  solutions: {
    javascript: `var invertTree = function(root) {
    if (root === null) return null;
    [root.left, root.right] = [invertTree(root.right), invertTree(root.left)];
    return root;
};
`,
    typescript: `function invertTree(root: TreeNode | null): TreeNode | null {
    if (root === null) return null;
    const left = invertTree(root.right);
    root.right = invertTree(root.left);
    root.left = left;
    return new TreeNode(root.val, root.left, root.right);
};
`,
    ruby: `def invert_tree(root)
    return nil if root.nil?
    root.left, root.right = invert_tree(root.right), invert_tree(root.left)
    root
end
`,
  },
};

const pascal: Case = {
  signature: signature('generate', [{ name: 'numRows', type: 'int' }], 'list<list<int>>'),
  tests: [
    { input: '5\n', expected: '[[1],[1,1],[1,2,1],[1,3,3,1],[1,4,6,4,1]]' },
    { input: '1\n', expected: '[[1]]' },
  ],
  solutions: {
    javascript: `var generate = function(numRows) {
    const rows = [[1]];
    while (rows.length < numRows) {
        const last = rows[rows.length - 1];
        rows.push([1, ...last.slice(1).map((value, i) => value + last[i]), 1]);
    }
    return rows;
};
`,
    typescript: `function generate(numRows: number): number[][] {
    const rows: number[][] = [[1]];
    while (rows.length < numRows) {
        const last = rows[rows.length - 1];
        rows.push([1, ...last.slice(1).map((value, i) => value + last[i]), 1]);
    }
    return rows;
};
`,
    ruby: `def generate(num_rows)
    rows = [[1]]
    rows << [1, *rows.last.each_cons(2).map(&:sum), 1] while rows.length < num_rows
    rows
end
`,
  },
};

const mean: Case = {
  signature: signature('mean', [{ name: 'values', type: 'int[]' }], 'double', {
    comparison: 'tolerance',
    tolerance: 1e-6,
  }),
  tests: [
    { input: '[1,2,2]\n', expected: '1.6666667' },
    { input: '[1,2]\n', expected: '1.5' },
  ],
  solutions: {
    javascript: `var mean = function(values) {
    return values.reduce((sum, value) => sum + value, 0) / values.length;
};
`,
    typescript: `function mean(values: number[]): number {
    return values.reduce((sum, value) => sum + value, 0) / values.length;
};
`,
    ruby: `def mean(values)
    values.sum.fdiv(values.length)
end
`,
  },
};

const reversedLetters: Case = {
  signature: signature('reversedLetters', [{ name: 'word', type: 'string' }], 'char[]'),
  tests: [{ input: '"a\\"b\\\\"\n', expected: '["\\\\","b","\\"","a"]' }],
  solutions: {
    javascript: `var reversedLetters = function(word) {
    return word.split('').reverse();
};
`,
    typescript: `function reversedLetters(word: string): string[] {
    return word.split('').reverse();
};
`,
    ruby: `def reversed_letters(word)
    word.chars.reverse
end
`,
  },
};

const palindrome: Case = {
  signature: signature('isPalindrome', [{ name: 'word', type: 'string' }], 'bool'),
  tests: [
    { input: '"racecar"\n', expected: 'true' },
    { input: '"ab"\n', expected: 'false' },
  ],
  solutions: {
    javascript: `var isPalindrome = function(word) {
    return word === word.split('').reverse().join('');
};
`,
    typescript: `function isPalindrome(word: string): boolean {
    return word === word.split('').reverse().join('');
};
`,
    ruby: `def is_palindrome(word)
    word == word.reverse
end
`,
  },
};

/** Up to 2^53 for JavaScript (its numbers, as on LeetCode); Ruby's integers keep all 64 bits. */
const addOne = (input: string, expected: string, solutions: Case['solutions']): Case => ({
  signature: signature('addOne', [{ name: 'value', type: 'long' }], 'long'),
  tests: [{ input, expected }],
  solutions,
});
const longs: Case[] = [
  addOne('9007199254740991\n', '9007199254740992', {
    javascript: 'var addOne = function(value) {\n    return value + 1;\n};\n',
    typescript: 'function addOne(value: number): number {\n    return value + 1;\n};\n',
  }),
  addOne('9223372036854775806\n', '9223372036854775807', { ruby: 'def add_one(value)\n    value + 1\nend\n' }),
];

/** Sums a million ints into a long: the drivers read and convert large inputs fast. */
const MILLION = Array.from({ length: 1_000_000 }, (_, index) => (index % 2 === 0 ? index : -index));
const sumMillion: Case = {
  signature: signature('total', [{ name: 'nums', type: 'int[]' }], 'long'),
  tests: [{ input: `[${MILLION.join(',')}]\n`, expected: String(MILLION.reduce((sum, value) => sum + value, 0)) }],
  solutions: {
    javascript:
      'var total = function(nums) {\n    let sum = 0;\n    for (const num of nums) sum += num;\n    return sum;\n};\n',
    typescript: 'function total(nums: number[]): number {\n    return nums.reduce((sum, num) => sum + num, 0);\n};\n',
    ruby: 'def total(nums)\n    nums.sum\nend\n',
  },
};

/** A tree 10^5 deep (every node a right child), as LeetCode's skewed tests: a recursion over it must not overflow. */
const SKEWED = Array.from({ length: 100_000 }, (_, index) => (index === 0 ? '1' : 'null,1')).join(',');
const deepRecursion: Case = {
  signature: signature('maxDepth', [{ name: 'root', type: 'TreeNode' }], 'int'),
  tests: [{ input: `[${SKEWED}]\n`, expected: '100000' }],
  solutions: {
    javascript: `var maxDepth = function(root) {
    return root === null ? 0 : 1 + Math.max(maxDepth(root.left), maxDepth(root.right));
};
`,
    typescript: `function maxDepth(root: TreeNode | null): number {
    return root === null ? 0 : 1 + Math.max(maxDepth(root.left), maxDepth(root.right));
};
`,
    ruby: `def max_depth(root)
    root.nil? ? 0 : 1 + [max_depth(root.left), max_depth(root.right)].max
end
`,
  },
};

/** LeetCode's JavaScript has @datastructures-js/priority-queue's queues as globals; TypeScript its types too. */
const priorityQueues: Case[] = [
  {
    signature: signature('lastStoneWeight', [{ name: 'stones', type: 'int[]' }], 'int'),
    tests: [
      { input: '[2,7,4,1,8,1]\n', expected: '1' },
      { input: '[1]\n', expected: '1' },
    ],
    solutions: {
      javascript: `var lastStoneWeight = function(stones) {
    const heap = new MaxPriorityQueue();
    for (const stone of stones) heap.enqueue(stone);
    while (heap.size() > 1) {
        const difference = heap.dequeue() - heap.dequeue();
        if (difference > 0) heap.enqueue(difference);
    }
    return heap.isEmpty() ? 0 : heap.front();
};
`,
      typescript: `function lastStoneWeight(stones: number[]): number {
    const heap = new MaxPriorityQueue<number>();
    stones.forEach((stone) => heap.enqueue(stone));
    while (heap.size() > 1) {
        const difference = heap.dequeue() - heap.dequeue();
        if (difference > 0) heap.enqueue(difference);
    }
    return heap.isEmpty() ? 0 : heap.front();
};
`,
    },
  },
  {
    signature: signature(
      'topKFrequent',
      [
        { name: 'nums', type: 'int[]' },
        { name: 'k', type: 'int' },
      ],
      'int[]',
      { comparison: 'any-order' },
    ),
    tests: [
      { input: '[1,1,1,2,2,3]\n2\n', expected: '[1,2]' },
      { input: '[4,4,5,5,5,6,7,7,7,7]\n2\n', expected: '[7,5]' },
    ],
    solutions: {
      javascript: `var topKFrequent = function(nums, k) {
    const counts = new Map();
    for (const num of nums) counts.set(num, (counts.get(num) || 0) + 1);
    const heap = new MinPriorityQueue((entry) => entry.count);
    for (const [num, count] of counts) {
        heap.enqueue({ num, count });
        if (heap.size() > k) heap.dequeue();
    }
    return heap.toArray().map((entry) => entry.num);
};
`,
      typescript: `function topKFrequent(nums: number[], k: number): number[] {
    const counts = new Map<number, number>();
    for (const num of nums) counts.set(num, (counts.get(num) ?? 0) + 1);
    const heap = new MinPriorityQueue<{ num: number; count: number }>((entry) => entry.count);
    for (const [num, count] of counts) {
        heap.enqueue({ num, count });
        if (heap.size() > k) heap.dequeue();
    }
    return heap.toArray().map((entry) => entry.num);
};
`,
    },
  },
  {
    // The older API many accepted solutions still use: enqueue(element, priority) and .element.
    signature: signature(
      'kClosest',
      [
        { name: 'points', type: 'int[][]' },
        { name: 'k', type: 'int' },
      ],
      'int[][]',
      { comparison: 'any-order' },
    ),
    tests: [{ input: '[[3,3],[5,-1],[-2,4]]\n2\n', expected: '[[3,3],[-2,4]]' }],
    solutions: {
      javascript: `var kClosest = function(points, k) {
    const heap = new MinPriorityQueue();
    for (const [x, y] of points) heap.enqueue([x, y], x * x + y * y);
    const closest = [];
    while (closest.length < k) closest.push(heap.dequeue().element);
    const queue = new Queue(closest);
    const deque = new Deque();
    while (!queue.isEmpty()) deque.pushFront(queue.dequeue());
    return deque.toArray();
};
`,
    },
  },
];

const cases: Case[] = [
  everyInput,
  invertTree,
  pascal,
  mean,
  reversedLetters,
  palindrome,
  ...longs,
  sumMillion,
  deepRecursion,
  ...priorityQueues,
];
const fixtures = [javascriptFixture, typescriptFixture, rubyFixture];

/** The stub's empty body filled with one statement, as a user would. */
function filledStub(language: LanguageId, problem: FunctionSignature, body: string): string {
  const stub = functionStub(language, problem);
  if (stub === null) throw new Error(`no ${language} stub`);
  expect(stub).toContain('\n    \n');
  return stub.replace('\n    \n', `\n    ${body}\n`);
}

describe('JavaScript, TypeScript and Ruby function problems', () => {
  let judge: Judge;
  beforeAll(async () => {
    judge = await createTestJudge();
  });
  afterAll(async () => {
    await judge?.close();
  });

  for (const fixture of fixtures) {
    const language = fixture.language;
    describe(language, () => {
      const available = () => judge.info.languages[language].ok;

      for (const problem of cases) {
        const source = problem.solutions[language];
        if (source === undefined) continue;
        it(`passes and returns ${problem.signature.name}'s values (${problem.signature.returns})`, async ({ skip }) => {
          if (!available()) skip(`${language} is not installed`);
          const result = await judge.judge({
            language,
            source,
            function: problem.signature,
            tests: problem.tests,
            ...limits,
          });
          expect(
            result,
            `${result.compileOutput}${JSON.stringify(result.firstFailure)?.slice(0, 500)}${result.tests.at(-1)?.stderr ?? ''}`,
          ).toMatchObject({ statusId: STATUS.accepted.id, passed: problem.tests.length });
        });
      }

      it('runs LeetCode’s stubs as the driver calls them, their bodies filled in', async ({ skip }) => {
        if (!available()) skip(`${language} is not installed`);
        const [twoSumBody, reverseBody] = language === 'ruby' ? ['[0, 1]', 'head'] : ['return [0, 1];', 'return head;'];
        const twoSum = await judge.judge({
          language,
          source: filledStub(language, TWO_SUM, twoSumBody),
          function: TWO_SUM,
          tests: TWO_SUM_TESTS.slice(0, 1),
          ...limits,
        });
        expect(twoSum, twoSum.compileOutput).toMatchObject({ statusId: STATUS.accepted.id });
        const identity = await judge.judge({
          language,
          source: filledStub(language, REVERSE_LIST, reverseBody),
          function: REVERSE_LIST,
          tests: [{ input: '[1,2,3]\n', expected: '[1,2,3]' }],
          ...limits,
        });
        expect(identity, identity.compileOutput).toMatchObject({ statusId: STATUS.accepted.id });
      });

      it('makes a working program of a package’s included files and LeetCode-form code', async ({ skip }) => {
        if (!available()) skip(`${language} is not installed`);
        const included = functionDriver(language)!.includedFiles!(TWO_SUM);
        const program = withIncludedFiles(language, fixture.twoSum.accepted, {
          [packageLanguageCode({ id: language })]: included,
        });
        expect(program.files).toHaveProperty(`solution.${program.sourceName!.split('.').pop()}`);
        const result = await judge.judge({
          ...program,
          tests: TWO_SUM_TESTS,
          checker: { kind: 'value', signature: TWO_SUM },
          ...limits,
        });
        expect(result, result.compileOutput + (result.tests.at(-1)?.stderr ?? '')).toMatchObject({
          statusId: STATUS.accepted.id,
          passed: 3,
        });
        const reversed = await judge.judge({
          ...withIncludedFiles(language, fixture.reverseList.accepted, {
            [packageLanguageCode({ id: language })]: functionDriver(language)!.includedFiles!(REVERSE_LIST),
          }),
          tests: REVERSE_LIST_TESTS,
          checker: { kind: 'value', signature: REVERSE_LIST },
          ...limits,
        });
        expect(reversed).toMatchObject({ statusId: STATUS.accepted.id, passed: 3 });
      });
    });
  }

  it('reports a JavaScript or Ruby syntax error at the user’s line in solution.js and solution.rb', async ({
    skip,
  }) => {
    for (const [language, source, report] of [
      ['javascript', 'var twoSum = function(nums, target) {\n    return [0, 1;\n};\n', /solution\.js:2/],
      ['ruby', 'def two_sum(nums, target)\n    [0, 1\nend\n', /solution\.rb:3/],
    ] as const) {
      if (!judge.info.languages[language].ok) skip(`${language} is not installed`);
      const result = await judge.run({
        language,
        source,
        function: TWO_SUM,
        input: TWO_SUM_TESTS[0]!.input,
        ...limits,
      });
      expect(result.status).toMatch(/Runtime Error/);
      expect(result.stderr).toMatch(report);
    }
  });

  it('reports a TypeScript type error at the user’s line in solution.ts', async ({ skip }) => {
    if (!judge.info.languages.typescript.ok) skip('typescript is not installed');
    const result = await judge.judge({
      language: 'typescript',
      source:
        'function twoSum(nums: number[], target: number): number[] {\n    return nums.length > target ? "no" : [];\n};\n',
      function: TWO_SUM,
      tests: TWO_SUM_TESTS,
      ...limits,
    });
    expect(result.statusId).toBe(STATUS.compilationError.id);
    expect(result.compileOutput).toMatch(/solution\.ts\(2,\d+\): error TS2322/);
  });
});
