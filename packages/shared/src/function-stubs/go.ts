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
  int: 'int',
  long: 'int64',
  double: 'float64',
  bool: 'bool',
  char: 'byte',
  string: 'string',
};

/** A value's Go type as LeetCode spells it: arrays and lists are both slices, a char is a byte. */
export function goType(type: ValueType): string {
  switch (type.kind) {
    case 'scalar':
      return SCALARS[type.scalar];
    case 'array':
      return `${'[]'.repeat(type.depth)}${SCALARS[type.element]}`;
    case 'list':
      return '*ListNode';
    case 'tree':
      return '*TreeNode';
  }
}

const LIST_COMMENT = `/**
 * Definition for singly-linked list.
 * type ListNode struct {
 *     Val int
 *     Next *ListNode
 * }
 */
`;
const TREE_COMMENT = `/**
 * Definition for a binary tree node.
 * type TreeNode struct {
 *     Val int
 *     Left *TreeNode
 *     Right *TreeNode
 * }
 */
`;

/** LeetCode's Go stub: a function of the package, no package clause and no imports. */
export function goStub(signature: FunctionSignature): string {
  const comments =
    (usesType(signature, 'list') ? LIST_COMMENT : '') + (usesType(signature, 'tree') ? TREE_COMMENT : '');
  const parameters = passedParameters(signature)
    .map((parameter) => `${parameter.name} ${goType(valueTypeOf(parameter.type))}`)
    .join(', ');
  return `${comments}func ${signature.name}(${parameters}) ${goType(valueTypeOf(signature.returns))} {
    
}`;
}

/** The stubs of go (the index lists it). */
export const goStubs: LanguageStub = { language: 'go', stub: goStub };
