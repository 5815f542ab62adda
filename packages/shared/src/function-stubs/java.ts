import type { LanguageStub } from './stub.js';
import {
  LIST_NODE,
  TREE_NODE,
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
  bool: 'boolean',
  char: 'char',
  string: 'String',
};

/** A list holds objects: Java's boxed spelling of each scalar. */
const BOXED: Record<ScalarType, string> = {
  int: 'Integer',
  long: 'Long',
  double: 'Double',
  bool: 'Boolean',
  char: 'Character',
  string: 'String',
};

export function javaType(type: ValueType): string {
  switch (type.kind) {
    case 'scalar':
      return SCALARS[type.scalar];
    case 'array':
      return type.collection === 'list'
        ? `${'List<'.repeat(type.depth)}${BOXED[type.element]}${'>'.repeat(type.depth)}`
        : `${SCALARS[type.element]}${'[]'.repeat(type.depth)}`;
    case 'list':
      return LIST_NODE;
    case 'tree':
      return TREE_NODE;
  }
}

const LIST_COMMENT = `/**
 * Definition for singly-linked list.
 * public class ListNode {
 *     int val;
 *     ListNode next;
 *     ListNode() {}
 *     ListNode(int val) { this.val = val; }
 *     ListNode(int val, ListNode next) { this.val = val; this.next = next; }
 * }
 */
`;
const TREE_COMMENT = `/**
 * Definition for a binary tree node.
 * public class TreeNode {
 *     int val;
 *     TreeNode left;
 *     TreeNode right;
 *     TreeNode() {}
 *     TreeNode(int val) { this.val = val; }
 *     TreeNode(int val, TreeNode left, TreeNode right) {
 *         this.val = val;
 *         this.left = left;
 *         this.right = right;
 *     }
 * }
 */
`;

/** LeetCode's Java stub: java.util's List and the rest are imported for the user (the driver's prelude). */
export function javaStub(signature: FunctionSignature): string {
  const parameters = passedParameters(signature)
    .map((parameter) => `${javaType(valueTypeOf(parameter.type))} ${parameter.name}`)
    .join(', ');
  const comments =
    (usesType(signature, 'list') ? LIST_COMMENT : '') + (usesType(signature, 'tree') ? TREE_COMMENT : '');
  return `${comments}class Solution {
    public ${javaType(valueTypeOf(signature.returns))} ${signature.name}(${parameters}) {
        
    }
}`;
}

/** The stubs of java (the index lists it). */
export const javaStubs: LanguageStub = { language: 'java', stub: javaStub };
