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

/** Every kind of type once, a list with a hidden cycle position, and a parameter named as a Kotlin or C# keyword. */
const mixed: FunctionSignature = {
  name: 'mixIt',
  params: [
    { name: 'grid', type: 'char[][]' },
    { name: 'words', type: 'list<list<string>>' },
    { name: 'flags', type: 'bool[]' },
    { name: 'typealias', type: 'long' },
    { name: 'params', type: 'list<double>' },
    { name: 'head', type: 'ListNode' },
    { name: 'pos', type: 'int', cycleOf: 'head' },
  ],
  returns: 'TreeNode',
  comparison: 'exact',
};

describe('Java, Kotlin and C# stubs', () => {
  it('write LeetCode’s two-sum stub exactly', () => {
    expect(functionStub('java', twoSum)).toBe(
      'class Solution {\n    public int[] twoSum(int[] nums, int target) {\n        \n    }\n}',
    );
    expect(functionStub('kotlin', twoSum)).toBe(
      'class Solution {\n    fun twoSum(nums: IntArray, target: Int): IntArray {\n        \n    }\n}',
    );
    expect(functionStub('csharp', twoSum)).toBe(
      'public class Solution {\n    public int[] TwoSum(int[] nums, int target) {\n        \n    }\n}',
    );
  });

  it('spell lists, arrays, nodes and keyword names as each language does, without the cycle position', () => {
    const java = functionStub('java', mixed)!;
    expect(java).toContain(
      '    public TreeNode mixIt(char[][] grid, List<List<String>> words, boolean[] flags, long typealias, List<Double> params, ListNode head) {',
    );
    expect(java).toMatch(/^\/\*\*\n \* Definition for singly-linked list\.\n \* public class ListNode \{\n/);
    expect(java).toContain(' * Definition for a binary tree node.\n * public class TreeNode {\n');

    const kotlin = functionStub('kotlin', mixed)!;
    expect(kotlin).toContain(
      '    fun mixIt(grid: Array<CharArray>, words: List<List<String>>, flags: BooleanArray, `typealias`: Long, params: List<Double>, head: ListNode?): TreeNode? {',
    );
    expect(kotlin).toContain(' * class ListNode(var `val`: Int) {\n *     var next: ListNode? = null\n * }');

    const csharp = functionStub('csharp', mixed)!;
    expect(csharp).toContain(
      '    public TreeNode MixIt(char[][] grid, IList<IList<string>> words, bool[] flags, long typealias, IList<double> @params, ListNode head) {',
    );
    expect(csharp).toContain(' *     public ListNode(int val=0, ListNode next=null) {');
  });

  it('leave the node definitions out where no node is used', () => {
    for (const language of ['java', 'kotlin', 'csharp'])
      expect(functionStub(language, twoSum)).not.toContain('Definition');
  });
});
