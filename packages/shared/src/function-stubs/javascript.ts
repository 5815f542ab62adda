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
  char: 'character',
  string: 'string',
};

/** The JSDoc type LeetCode writes for a value: number[], character[][], ListNode. */
function jsDocType(type: ValueType): string {
  switch (type.kind) {
    case 'scalar':
      return SCALARS[type.scalar];
    case 'array':
      return `${SCALARS[type.element]}${'[]'.repeat(type.depth)}`;
    case 'list':
      return 'ListNode';
    case 'tree':
      return 'TreeNode';
  }
}

const JAVASCRIPT_LIST_COMMENT = `/**
 * Definition for singly-linked list.
 * function ListNode(val, next) {
 *     this.val = (val===undefined ? 0 : val)
 *     this.next = (next===undefined ? null : next)
 * }
 */
`;
const JAVASCRIPT_TREE_COMMENT = `/**
 * Definition for a binary tree node.
 * function TreeNode(val, left, right) {
 *     this.val = (val===undefined ? 0 : val)
 *     this.left = (left===undefined ? null : left)
 *     this.right = (right===undefined ? null : right)
 * }
 */
`;

/** LeetCode's JavaScript stub: a function expression in a var, typed by JSDoc; ListNode and TreeNode are globals. */
export function javascriptStub(signature: FunctionSignature): string {
  const parameters = passedParameters(signature);
  const comments =
    (usesType(signature, 'list') ? JAVASCRIPT_LIST_COMMENT : '') +
    (usesType(signature, 'tree') ? JAVASCRIPT_TREE_COMMENT : '');
  const jsDoc = [
    ...parameters.map((parameter) => ` * @param {${jsDocType(valueTypeOf(parameter.type))}} ${parameter.name}`),
    ` * @return {${jsDocType(valueTypeOf(signature.returns))}}`,
  ].join('\n');
  return `${comments}/**
${jsDoc}
 */
var ${signature.name} = function(${parameters.map((parameter) => parameter.name).join(', ')}) {
    
};
`;
}

/** The stubs of javascript (the index lists it). */
export const javascriptStubs: LanguageStub = { language: 'javascript', stub: javascriptStub };
