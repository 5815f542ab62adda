import {
  functionSignatureSchema,
  typedAnswerProblem,
  typedInputProblem,
  type FunctionSignature,
} from '@codeyard/shared/function-problem';

/** problem.yaml's `function:` as a signature, or an error naming the key that is wrong. */
export function readFunctionSignature(value: unknown): FunctionSignature {
  const parsed = functionSignatureSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => `${['function', ...issue.path].join('.')}: ${issue.message}`);
  throw new Error(`problem.yaml: ${issues.join('; ')}`);
}

/** Every test of a function problem is typed as its signature says, or the package is refused naming the file. */
export function checkTypedTests(
  signature: FunctionSignature,
  tests: readonly { name: string; input: string; expected: string }[],
): void {
  for (const test of tests) {
    const inputProblem = typedInputProblem(signature, test.input);
    if (inputProblem) throw new Error(`${test.name}.in: ${inputProblem}`);
    const answerProblem = typedAnswerProblem(signature, test.expected);
    if (answerProblem) throw new Error(`${test.name}.ans: ${answerProblem}`);
  }
}
