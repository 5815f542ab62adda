import { valueTypeOf, type FunctionSignature, type ValueType } from '../function-problem.js';

/** Whether the signature takes or returns a ListNode (`list`) or TreeNode (`tree`): the stub then shows its definition. */
export function usesType(signature: FunctionSignature, kind: ValueType['kind']): boolean {
  return [...signature.params.map((parameter) => parameter.type), signature.returns].some(
    (spelling) => valueTypeOf(spelling).kind === kind,
  );
}
