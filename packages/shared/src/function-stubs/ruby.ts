import type { LanguageStub } from './stub.js';
import {
  passedParameters,
  snakeCase,
  valueTypeOf,
  type FunctionSignature,
  type ScalarType,
  type ValueType,
} from '../function-problem.js';
import { usesType } from './uses-type.js';

const SCALARS: Record<ScalarType, string> = {
  int: 'Integer',
  long: 'Integer',
  double: 'Float',
  bool: 'Boolean',
  char: 'Character',
  string: 'String',
};

/** The YARD type LeetCode writes for a value: Integer[], Character[][], ListNode. */
function yardType(type: ValueType): string {
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

const LIST_COMMENT = `# Definition for singly-linked list.
# class ListNode
#     attr_accessor :val, :next
#     def initialize(val = 0, _next = nil)
#         @val = val
#         @next = _next
#     end
# end
`;
const TREE_COMMENT = `# Definition for a binary tree node.
# class TreeNode
#     attr_accessor :val, :left, :right
#     def initialize(val = 0, left = nil, right = nil)
#         @val = val
#         @left = left
#         @right = right
#     end
# end
`;

/** LeetCode's Ruby stub: a top-level method in snake case (two_sum), its parameters too, typed by YARD comments. */
export function rubyStub(signature: FunctionSignature): string {
  const parameters = passedParameters(signature);
  const comments =
    (usesType(signature, 'list') ? LIST_COMMENT : '') + (usesType(signature, 'tree') ? TREE_COMMENT : '');
  const yard = [
    ...parameters.map(
      (parameter) => `# @param {${yardType(valueTypeOf(parameter.type))}} ${snakeCase(parameter.name)}\n`,
    ),
    `# @return {${yardType(valueTypeOf(signature.returns))}}\n`,
  ].join('');
  return `${comments}${yard}def ${snakeCase(signature.name)}(${parameters.map((parameter) => snakeCase(parameter.name)).join(', ')})
    
end
`;
}

/** The stubs of ruby (the index lists it). */
export const rubyStubs: LanguageStub = { language: 'ruby', stub: rubyStub };
