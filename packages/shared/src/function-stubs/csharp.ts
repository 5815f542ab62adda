import type { LanguageStub } from './stub.js';
import {
  pascalCase,
  passedParameters,
  valueTypeOf,
  type FunctionSignature,
  type ScalarType,
  type ValueType,
} from '../function-problem.js';
import { usesType } from './uses-type.js';

const SCALARS: Record<ScalarType, string> = {
  int: 'int',
  long: 'long',
  double: 'double',
  bool: 'bool',
  char: 'char',
  string: 'string',
};

export function csharpType(type: ValueType): string {
  switch (type.kind) {
    case 'scalar':
      return SCALARS[type.scalar];
    case 'array':
      return type.collection === 'list'
        ? `${'IList<'.repeat(type.depth)}${SCALARS[type.element]}${'>'.repeat(type.depth)}`
        : `${SCALARS[type.element]}${'[]'.repeat(type.depth)}`;
    case 'list':
      return 'ListNode';
    case 'tree':
      return 'TreeNode';
  }
}

/** C#'s keywords the signature's own reserved words leave free: a parameter so named takes an @, as C# spells it. */
const KEYWORDS = new Set(
  'base checked decimal delegate event fixed implicit internal lock out override params readonly sbyte sealed stackalloc uint ulong unchecked unsafe ushort'.split(
    ' ',
  ),
);

export function csharpName(name: string): string {
  return KEYWORDS.has(name) ? `@${name}` : name;
}

const LIST_COMMENT = `/**
 * Definition for singly-linked list.
 * public class ListNode {
 *     public int val;
 *     public ListNode next;
 *     public ListNode(int val=0, ListNode next=null) {
 *         this.val = val;
 *         this.next = next;
 *     }
 * }
 */
`;
const TREE_COMMENT = `/**
 * Definition for a binary tree node.
 * public class TreeNode {
 *     public int val;
 *     public TreeNode left;
 *     public TreeNode right;
 *     public TreeNode(int val=0, TreeNode left=null, TreeNode right=null) {
 *         this.val = val;
 *         this.left = left;
 *         this.right = right;
 *     }
 * }
 */
`;

/** LeetCode's C# stub: the method in Pascal case; System, Generic, Linq and Text are imported for the user (the driver's prelude). */
export function csharpStub(signature: FunctionSignature): string {
  const parameters = passedParameters(signature)
    .map((parameter) => `${csharpType(valueTypeOf(parameter.type))} ${csharpName(parameter.name)}`)
    .join(', ');
  const comments =
    (usesType(signature, 'list') ? LIST_COMMENT : '') + (usesType(signature, 'tree') ? TREE_COMMENT : '');
  return `${comments}public class Solution {
    public ${csharpType(valueTypeOf(signature.returns))} ${pascalCase(signature.name)}(${parameters}) {
        
    }
}`;
}

/** The stubs of csharp (the index lists it). */
export const csharpStubs: LanguageStub = { language: 'csharp', stub: csharpStub };
