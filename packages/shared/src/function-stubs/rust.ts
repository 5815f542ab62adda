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
  int: 'i32',
  long: 'i64',
  double: 'f64',
  bool: 'bool',
  char: 'char',
  string: 'String',
};

/** A value's Rust type as LeetCode spells it: arrays and lists are both Vecs. */
export function rustType(type: ValueType): string {
  switch (type.kind) {
    case 'scalar':
      return SCALARS[type.scalar];
    case 'array':
      return `${'Vec<'.repeat(type.depth)}${SCALARS[type.element]}${'>'.repeat(type.depth)}`;
    case 'list':
      return 'Option<Box<ListNode>>';
    case 'tree':
      return 'Option<Rc<RefCell<TreeNode>>>';
  }
}

/**
 * Whether Rust can take the signature: a list of Boxes cannot link back into itself, so a cycle
 * problem (a `cycleOf` parameter) has no Rust form, as LeetCode offers none.
 */
export function rustTakes(signature: FunctionSignature): boolean {
  return signature.params.every((parameter) => parameter.cycleOf === undefined);
}

const LIST_COMMENT = `// Definition for singly-linked list.
// #[derive(PartialEq, Eq, Clone, Debug)]
// pub struct ListNode {
//   pub val: i32,
//   pub next: Option<Box<ListNode>>
// }
// 
// impl ListNode {
//   #[inline]
//   fn new(val: i32) -> Self {
//     ListNode {
//       next: None,
//       val
//     }
//   }
// }
`;
const TREE_COMMENT = `// Definition for a binary tree node.
// #[derive(Debug, PartialEq, Eq)]
// pub struct TreeNode {
//   pub val: i32,
//   pub left: Option<Rc<RefCell<TreeNode>>>,
//   pub right: Option<Rc<RefCell<TreeNode>>>,
// }
// 
// impl TreeNode {
//   #[inline]
//   pub fn new(val: i32) -> Self {
//     TreeNode {
//       val,
//       left: None,
//       right: None
//     }
//   }
// }
use std::rc::Rc;
use std::cell::RefCell;
`;

/** LeetCode's Rust stub: an associated function of Solution, in snake case; null for a cycle problem. */
export function rustStub(signature: FunctionSignature): string | null {
  if (!rustTakes(signature)) return null;
  const comments =
    (usesType(signature, 'list') ? LIST_COMMENT : '') + (usesType(signature, 'tree') ? TREE_COMMENT : '');
  const parameters = passedParameters(signature)
    .map((parameter) => `${snakeCase(parameter.name)}: ${rustType(valueTypeOf(parameter.type))}`)
    .join(', ');
  return `${comments}impl Solution {
    pub fn ${snakeCase(signature.name)}(${parameters}) -> ${rustType(valueTypeOf(signature.returns))} {
        
    }
}`;
}

/** The stubs of rust (the index lists it). */
export const rustStubs: LanguageStub = { language: 'rust', stub: rustStub };
