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
  string: 'string',
};

/** A value's C++ type as LeetCode spells it: arrays and lists are both vectors. */
export function cppType(type: ValueType): string {
  switch (type.kind) {
    case 'scalar':
      return SCALARS[type.scalar];
    case 'array':
      return type.depth === 1 ? `vector<${SCALARS[type.element]}>` : `vector<vector<${SCALARS[type.element]}>>`;
    case 'list':
      return 'ListNode*';
    case 'tree':
      return 'TreeNode*';
  }
}

/** LeetCode passes vectors by reference and everything else (strings too) by value. */
function cppParameter(parameter: FunctionParameter): string {
  const type = valueTypeOf(parameter.type);
  return `${cppType(type)}${type.kind === 'array' ? '&' : ''} ${parameter.name}`;
}

const LIST_COMMENT = `/**
 * Definition for singly-linked list.
 * struct ListNode {
 *     int val;
 *     ListNode *next;
 *     ListNode() : val(0), next(nullptr) {}
 *     ListNode(int x) : val(x), next(nullptr) {}
 *     ListNode(int x, ListNode *next) : val(x), next(next) {}
 * };
 */
`;
/** LeetCode's cycle problems show the older, one-constructor definition. */
const CYCLE_LIST_COMMENT = `/**
 * Definition for singly-linked list.
 * struct ListNode {
 *     int val;
 *     ListNode *next;
 *     ListNode(int x) : val(x), next(NULL) {}
 * };
 */
`;
const TREE_COMMENT = `/**
 * Definition for a binary tree node.
 * struct TreeNode {
 *     int val;
 *     TreeNode *left;
 *     TreeNode *right;
 *     TreeNode() : val(0), left(nullptr), right(nullptr) {}
 *     TreeNode(int x) : val(x), left(nullptr), right(nullptr) {}
 *     TreeNode(int x, TreeNode *left, TreeNode *right) : val(x), left(left), right(right) {}
 * };
 */
`;

/** LeetCode's C++ stub: a class Solution with the public member function. */
export function cppStub(signature: FunctionSignature): string {
  const cycle = signature.params.some((parameter) => parameter.cycleOf !== undefined);
  const comments =
    (usesType(signature, 'list') ? (cycle ? CYCLE_LIST_COMMENT : LIST_COMMENT) : '') +
    (usesType(signature, 'tree') ? TREE_COMMENT : '');
  const parameters = passedParameters(signature).map(cppParameter).join(', ');
  return `${comments}class Solution {
public:
    ${cppType(valueTypeOf(signature.returns))} ${signature.name}(${parameters}) {
        
    }
};`;
}

/** The stubs of cpp (the index lists it). */
export const cppStubs: LanguageStub = { language: 'cpp', stub: cppStub };
