import type { LanguageStub } from './stub.js';
import {
  passedParameters,
  valueTypeOf,
  type FunctionParameter,
  type FunctionSignature,
  type ScalarType,
  type ValueType,
} from '../function-problem.js';
import { usesType } from './uses-type.js';

const SCALARS: Record<ScalarType, string> = {
  int: 'int',
  long: 'long long',
  double: 'double',
  bool: 'bool',
  char: 'char',
  string: 'char*',
};

/** A value's C type as LeetCode spells it: an array is a pointer to its first element. */
export function cType(type: ValueType): string {
  switch (type.kind) {
    case 'scalar':
      return SCALARS[type.scalar];
    case 'array':
      return `${SCALARS[type.element]}${'*'.repeat(type.depth)}`;
    case 'list':
      return 'struct ListNode*';
    case 'tree':
      return 'struct TreeNode*';
  }
}

/** A parameter as LeetCode's C spells it: an array is followed by its size (and a 2-D one's row sizes). */
function cParameters(parameter: FunctionParameter): string[] {
  const type = valueTypeOf(parameter.type);
  const name = parameter.name;
  if (type.kind !== 'array') return [`${cType(type)} ${name}`];
  return type.depth === 1
    ? [`${cType(type)} ${name}`, `int ${name}Size`]
    : [`${cType(type)} ${name}`, `int ${name}Size`, `int* ${name}ColSize`];
}

/** The out-parameters an array return adds after the others: its size, and a 2-D one's row sizes. */
export function cReturnParameters(returns: ValueType): string[] {
  if (returns.kind !== 'array') return [];
  return returns.depth === 1 ? ['int* returnSize'] : ['int* returnSize', 'int** returnColumnSizes'];
}

const LIST_COMMENT = `/**
 * Definition for singly-linked list.
 * struct ListNode {
 *     int val;
 *     struct ListNode *next;
 * };
 */
`;
const TREE_COMMENT = `/**
 * Definition for a binary tree node.
 * struct TreeNode {
 *     int val;
 *     struct TreeNode *left;
 *     struct TreeNode *right;
 * };
 */
`;
const ARRAY_COMMENT = `/**
 * Note: The returned array must be malloced, assume caller calls free().
 */
`;
const MATRIX_COMMENT = `/**
 * Return an array of arrays of size *returnSize.
 * The sizes of the arrays are returned as *returnColumnSizes array.
 * Note: Both returned array and *columnSizes array must be malloced, assume caller calls free().
 */
`;

/**
 * LeetCode's C stub: a plain function; arrays come with their sizes, an array returned is malloced
 * and its size set through returnSize (and a 2-D one's row sizes through returnColumnSizes). Every
 * type of the grammar has a C form, so every signature has a stub.
 */
export function cStub(signature: FunctionSignature): string {
  const returns = valueTypeOf(signature.returns);
  const comments =
    (usesType(signature, 'list') ? LIST_COMMENT : '') +
    (usesType(signature, 'tree') ? TREE_COMMENT : '') +
    (returns.kind === 'array' ? (returns.depth === 1 ? ARRAY_COMMENT : MATRIX_COMMENT) : '');
  const parameters = [...passedParameters(signature).flatMap(cParameters), ...cReturnParameters(returns)].join(', ');
  return `${comments}${cType(returns)} ${signature.name}(${parameters}) {
    
}`;
}

/** The stubs of c (the index lists it). */
export const cStubs: LanguageStub = { language: 'c', stub: cStub };
