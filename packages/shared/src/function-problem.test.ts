import { describe, expect, it } from 'vitest';
import {
  VALUE_TYPE_SPELLINGS,
  canonicalTypedText,
  compareReturned,
  functionSignatureSchema,
  parseTypedValue,
  parseValueType,
  typeSpelling,
  typedAnswerProblem,
  typedInputProblem,
  type FunctionSignature,
} from './function-problem.js';
import { functionStub } from './function-stubs/index.js';

const twoSum: FunctionSignature = {
  name: 'twoSum',
  params: [
    { name: 'nums', type: 'int[]' },
    { name: 'target', type: 'int' },
  ],
  returns: 'int[]',
  comparison: 'exact',
};

describe('value types', () => {
  it('spells every type back as it was read', () => {
    for (const spelling of VALUE_TYPE_SPELLINGS) expect(typeSpelling(parseValueType(spelling)!)).toBe(spelling);
  });

  it('knows no three-dimensional arrays, unbalanced lists or other names', () => {
    for (const spelling of ['int[][][]', 'list<int', 'list<int>>', 'integer', 'List<int>', 'ListNode[]', ''])
      expect(parseValueType(spelling), spelling).toBeNull();
  });
});

describe('the signature schema', () => {
  const issues = (value: unknown) =>
    functionSignatureSchema.safeParse(value).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

  it('accepts LeetCode’s two-sum and defaults the comparison to exact', () => {
    expect(functionSignatureSchema.parse({ ...twoSum, comparison: undefined }).comparison).toBe('exact');
  });

  it('names the field of each mistake', () => {
    expect(issues({ ...twoSum, name: 'two sum' })).toEqual([
      'name: The function name must be a letter followed by letters and digits (camelCase, as twoSum)',
    ]);
    expect(issues({ ...twoSum, params: [{ name: 'class', type: 'int' }] })).toEqual([
      'params.0.name: That name is a keyword in one of the languages; choose another',
    ]);
    expect(issues({ ...twoSum, params: [{ name: 'nums', type: 'vector<int>' }] })?.[0]).toMatch(
      /^params\.0\.type: A type must be/,
    );
    expect(
      issues({
        ...twoSum,
        params: [
          { name: 'a', type: 'int' },
          { name: 'A', type: 'int' },
        ],
      }),
    ).toEqual(['params: Each parameter needs a name of its own']);
    expect(issues({ ...twoSum, params: [] })).toEqual(['params: Give the function at least one parameter']);
    expect(issues({ ...twoSum, comparison: 'tolerance', tolerance: 2 })).toEqual([
      'tolerance: A tolerance must be a number above 0 and at most 1',
    ]);
  });

  it('takes a cycle position only as an int after the list it names', () => {
    const cycle = (params: FunctionSignature['params']) => issues({ name: 'hasCycle', params, returns: 'bool' });
    expect(
      cycle([
        { name: 'head', type: 'ListNode' },
        { name: 'pos', type: 'int', cycleOf: 'head' },
      ]),
    ).toBeUndefined();
    expect(
      cycle([
        { name: 'pos', type: 'int', cycleOf: 'head' },
        { name: 'head', type: 'ListNode' },
      ]),
    ).toEqual(['params.0.cycleOf: A cycle position must be an int naming a ListNode parameter before it']);
  });
});

describe('typed tests', () => {
  it('accepts LeetCode’s form, with spaces and a missing last newline', () => {
    expect(typedInputProblem(twoSum, '[2, 7, 11, 15]\n9')).toBeNull();
    expect(typedAnswerProblem(twoSum, ' [0, 1]\n')).toBeNull();
  });

  it('names the line and the parameter that does not fit', () => {
    expect(typedInputProblem(twoSum, '[1,2]\n')).toBe(
      'The input needs 2 lines, one JSON value per parameter (nums, target); it has 1',
    );
    expect(typedInputProblem(twoSum, '[1,2,]\n3')).toBe(
      'Line 1 (nums) is not a JSON value: unexpected "]" at character 6',
    );
    expect(typedInputProblem(twoSum, '[1,2]\n2147483648')).toBe(
      'Line 2 (target) must be an int (a whole number from -2147483648 to 2147483647)',
    );
    expect(typedInputProblem(twoSum, '[1,"2"]\n3')).toBe(
      'Line 1 (nums) must be an int[] whose every element is an int (a whole number from -2147483648 to 2147483647)',
    );
    expect(typedAnswerProblem(twoSum, '0 1')).toBe(
      'The expected value is not a JSON value: unexpected text after the value at character 3',
    );
  });

  it('reads trees, chars, longs and a cycle position', () => {
    const signature: FunctionSignature = {
      name: 'f',
      params: [
        { name: 'root', type: 'TreeNode' },
        { name: 'board', type: 'char[][]' },
        { name: 'big', type: 'long' },
        { name: 'head', type: 'ListNode' },
        { name: 'pos', type: 'int', cycleOf: 'head' },
      ],
      returns: 'list<list<string>>',
      comparison: 'exact',
    };
    expect(typedInputProblem(signature, '[1,null,2]\n[["a","b"]]\n9223372036854775807\n[3,2,0]\n1')).toBeNull();
    expect(typedInputProblem(signature, '[null,1]\n[["a"]]\n1\n[]\n-1')).toBe(
      'Line 1 (root) must be a TreeNode whose root is a value ([] for no tree)',
    );
    expect(typedInputProblem(signature, '[]\n[["ab"]]\n1\n[]\n-1')).toMatch(
      /^Line 2 \(board\) must be a char\[\]\[\] whose every element/,
    );
    expect(typedInputProblem(signature, '[]\n[]\n9223372036854775808\n[]\n-1')).toBe(
      'Line 3 (big) must be a long (a whole number of at most 64 bits)',
    );
    expect(typedInputProblem(signature, '[]\n[]\n1\n[4,5]\n2')).toBe(
      'Line 5 (pos) must be -1 or the index of a node of head',
    );
  });

  it('keeps a long’s every digit and writes values canonically', () => {
    expect(parseTypedValue('9007199254740993')).toEqual({ number: '9007199254740993' });
    expect(canonicalTypedText(' [ "a\\"b" , true, null,[ -1.5e3 ] ]\n')).toBe('["a\\"b",true,null,[-1.5e3]]');
  });

  it('reads strings by JSON’s rules, escapes and all, and refuses a raw control character', () => {
    expect(parseTypedValue('["plain","a\\\\b","\\u00e9t\\u00e9","tab\\there",""]')).toEqual([
      'plain',
      'a\\b',
      'été',
      'tab\there',
      '',
    ]);
    expect(() => parseTypedValue('["raw\ttab"]')).toThrow('not a JSON string');
    expect(() => parseTypedValue('["unfinished]')).toThrow('unfinished string');
  });
});

describe('comparing a returned value', () => {
  it('compares numbers by value, longs to the last digit', () => {
    expect(compareReturned({ ...twoSum, returns: 'double' }, '2', '2.0\n')).toEqual({ accepted: true });
    expect(compareReturned({ ...twoSum, returns: 'long' }, '9007199254740993', '9007199254740992')).toMatchObject({
      accepted: false,
      message: 'returned 9007199254740992, expected 9007199254740993',
    });
  });

  it('lets an any-order answer come in any order, but not with other elements', () => {
    const anyOrder = { ...twoSum, returns: 'list<list<int>>', comparison: 'any-order' as const };
    expect(compareReturned(anyOrder, '[[1,2],[10],[3]]', '[[3],[10],[1,2]]')).toEqual({ accepted: true });
    expect(compareReturned(anyOrder, '[[1,2],[3]]', '[[2,1],[3]]').accepted).toBe(false);
    expect(compareReturned(anyOrder, '[[1],[1],[2]]', '[[1],[2],[2]]').accepted).toBe(false);
    expect(compareReturned(twoSum, '[0,1]', '[1,0]').accepted).toBe(false);
    // Numbers by value, other elements by their canonical text, whatever order they come in.
    const numbers = { ...twoSum, returns: 'double[]', comparison: 'any-order' as const };
    expect(compareReturned(numbers, '[10,9,1e1,2.5]', '[2.50,10.0,9,10]')).toEqual({ accepted: true });
    const words = { ...twoSum, returns: 'list<list<string>>', comparison: 'any-order' as const };
    const groups = Array.from({ length: 500 }, (_, index) => [`w${index}`, `x${index % 7}`]);
    expect(compareReturned(words, JSON.stringify(groups), JSON.stringify([...groups].reverse()))).toEqual({
      accepted: true,
    });
    expect(compareReturned(words, JSON.stringify(groups), JSON.stringify(groups.slice(1))).accepted).toBe(false);
  });

  it('accepts doubles within the tolerance, absolute or relative', () => {
    const tolerance = { ...twoSum, returns: 'double[]', comparison: 'tolerance' as const, tolerance: 1e-5 };
    expect(compareReturned(tolerance, '[0.5,1000000]', '[0.500009,1000009]')).toEqual({ accepted: true });
    expect(compareReturned(tolerance, '[0.5]', '[0.50002]').accepted).toBe(false);
  });

  it('refuses output that is no single JSON value', () => {
    expect(compareReturned(twoSum, '[0,1]', '0 1\n')).toMatchObject({ accepted: false });
    expect(compareReturned(twoSum, '[0,1]', '')).toMatchObject({ accepted: false });
  });
});

describe('stubs', () => {
  it('writes LeetCode’s Python stub, with the ListNode definition only where a list is used', () => {
    expect(functionStub('python', twoSum)).toBe(
      'class Solution:\n    def twoSum(self, nums: List[int], target: int) -> List[int]:\n        \n',
    );
    const hasCycle: FunctionSignature = {
      name: 'hasCycle',
      params: [
        { name: 'head', type: 'ListNode' },
        { name: 'pos', type: 'int', cycleOf: 'head' },
      ],
      returns: 'bool',
      comparison: 'exact',
    };
    expect(functionStub('python', hasCycle)).toMatch(
      /^# Definition for singly-linked list\.\n[\s\S]*def hasCycle\(self, head: Optional\[ListNode\]\) -> bool:/,
    );
    expect(functionStub('brainfuck', twoSum)).toBeNull();
  });
});
