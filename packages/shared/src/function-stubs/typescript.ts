import type { LanguageStub } from './stub.js';
import {
  passedParameters,
  valueTypeOf,
  type FunctionSignature,
  type ScalarType,
  type ValueType,
} from '../function-problem.js';
import { usesType } from './uses-type.js';

const SCALARS: Record<ScalarType, string> = {
  int: 'number',
  long: 'number',
  double: 'number',
  bool: 'boolean',
  char: 'string',
  string: 'string',
};

function typescriptType(type: ValueType): string {
  switch (type.kind) {
    case 'scalar':
      return SCALARS[type.scalar];
    case 'array':
      return `${SCALARS[type.element]}${'[]'.repeat(type.depth)}`;
    case 'list':
      return 'ListNode | null';
    case 'tree':
      return 'TreeNode | null';
  }
}

const LIST_COMMENT = `/**
 * Definition for singly-linked list.
 * class ListNode {
 *     val: number
 *     next: ListNode | null
 *     constructor(val?: number, next?: ListNode | null) {
 *         this.val = (val===undefined ? 0 : val)
 *         this.next = (next===undefined ? null : next)
 *     }
 * }
 */

`;
const TREE_COMMENT = `/**
 * Definition for a binary tree node.
 * class TreeNode {
 *     val: number
 *     left: TreeNode | null
 *     right: TreeNode | null
 *     constructor(val?: number, left?: TreeNode | null, right?: TreeNode | null) {
 *         this.val = (val===undefined ? 0 : val)
 *         this.left = (left===undefined ? null : left)
 *         this.right = (right===undefined ? null : right)
 *     }
 * }
 */

`;

/** LeetCode's TypeScript stub: a function declaration; ListNode and TreeNode are declared globals. */
export function typescriptStub(signature: FunctionSignature): string {
  const parameters = passedParameters(signature)
    .map((parameter) => `${parameter.name}: ${typescriptType(valueTypeOf(parameter.type))}`)
    .join(', ');
  const comments =
    (usesType(signature, 'list') ? LIST_COMMENT : '') + (usesType(signature, 'tree') ? TREE_COMMENT : '');
  return `${comments}function ${signature.name}(${parameters}): ${typescriptType(valueTypeOf(signature.returns))} {
    
};
`;
}

/** The stubs of typescript (the index lists it). */
export const typescriptStubs: LanguageStub = { language: 'typescript', stub: typescriptStub };
