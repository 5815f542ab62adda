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
  int: 'Int',
  long: 'Long',
  double: 'Double',
  bool: 'Boolean',
  char: 'Char',
  string: 'String',
};

/** Kotlin's arrays of primitives have classes of their own; a string array is an Array<String>. */
function arrayOf(element: ScalarType): string {
  return element === 'string' ? 'Array<String>' : `${SCALARS[element]}Array`;
}

export function kotlinType(type: ValueType): string {
  switch (type.kind) {
    case 'scalar':
      return SCALARS[type.scalar];
    case 'array':
      if (type.collection === 'list')
        return `${'List<'.repeat(type.depth)}${SCALARS[type.element]}${'>'.repeat(type.depth)}`;
      return type.depth === 1 ? arrayOf(type.element) : `Array<${arrayOf(type.element)}>`;
    case 'list':
      return 'ListNode?';
    case 'tree':
      return 'TreeNode?';
  }
}

/** Kotlin's hard keywords: a parameter so named is written in backticks, as LeetCode's stubs do. */
const HARD_KEYWORDS = new Set(
  'as break class continue do else false for fun if in interface is null object package return super this throw true try typealias typeof val var when while'.split(
    ' ',
  ),
);

export function kotlinName(name: string): string {
  return HARD_KEYWORDS.has(name) ? `\`${name}\`` : name;
}

const LIST_COMMENT = `/**
 * Example:
 * var li = ListNode(5)
 * var v = li.\`val\`
 * Definition for singly-linked list.
 * class ListNode(var \`val\`: Int) {
 *     var next: ListNode? = null
 * }
 */
`;
const TREE_COMMENT = `/**
 * Example:
 * var ti = TreeNode(5)
 * var v = ti.\`val\`
 * Definition for a binary tree node.
 * class TreeNode(var \`val\`: Int) {
 *     var left: TreeNode? = null
 *     var right: TreeNode? = null
 * }
 */
`;

/** LeetCode's Kotlin stub: java.util's classes are imported for the user (the driver's prelude). */
export function kotlinStub(signature: FunctionSignature): string {
  const parameters = passedParameters(signature)
    .map((parameter) => `${kotlinName(parameter.name)}: ${kotlinType(valueTypeOf(parameter.type))}`)
    .join(', ');
  const comments =
    (usesType(signature, 'list') ? LIST_COMMENT : '') + (usesType(signature, 'tree') ? TREE_COMMENT : '');
  return `${comments}class Solution {
    fun ${kotlinName(signature.name)}(${parameters}): ${kotlinType(valueTypeOf(signature.returns))} {
        
    }
}`;
}

/** The stubs of kotlin (the index lists it). */
export const kotlinStubs: LanguageStub = { language: 'kotlin', stub: kotlinStub };
