import type { LanguageStub } from './stub.js';
import {
  LIST_NODE,
  TREE_NODE,
  passedParameters,
  valueTypeOf,
  type FunctionSignature,
  type ValueType,
} from '../function-problem.js';
import { usesType } from './uses-type.js';

const SCALARS: Record<string, string> = {
  int: 'int',
  long: 'int',
  double: 'float',
  bool: 'bool',
  char: 'str',
  string: 'str',
};

function pythonType(type: ValueType): string {
  switch (type.kind) {
    case 'scalar':
      return SCALARS[type.scalar]!;
    case 'array':
      return type.depth === 1 ? `List[${SCALARS[type.element]}]` : `List[List[${SCALARS[type.element]}]]`;
    case 'list':
      return `Optional[${LIST_NODE}]`;
    case 'tree':
      return `Optional[${TREE_NODE}]`;
  }
}

const LIST_COMMENT = `# Definition for singly-linked list.
# class ListNode:
#     def __init__(self, val=0, next=None):
#         self.val = val
#         self.next = next
`;
const TREE_COMMENT = `# Definition for a binary tree node.
# class TreeNode:
#     def __init__(self, val=0, left=None, right=None):
#         self.val = val
#         self.left = left
#         self.right = right
`;

/** LeetCode's Python 3 stub: typing's names, ListNode and TreeNode are given (the driver's namespace). */
export function pythonStub(signature: FunctionSignature): string {
  const parameters = passedParameters(signature)
    .map((parameter) => `, ${parameter.name}: ${pythonType(valueTypeOf(parameter.type))}`)
    .join('');
  const comments =
    (usesType(signature, 'list') ? LIST_COMMENT : '') + (usesType(signature, 'tree') ? TREE_COMMENT : '');
  return `${comments}class Solution:
    def ${signature.name}(self${parameters}) -> ${pythonType(valueTypeOf(signature.returns))}:
        
`;
}

/** The stubs of python (the index lists it). */
export const pythonStubs: LanguageStub = { language: 'python', stub: pythonStub };

/** PyPy runs Python's programs, so it opens on Python's stub. */
export const pypyStubs: LanguageStub = { language: 'pypy', stub: pythonStub };
