import { typedInputProblem, type FunctionSignature } from '@codeyard/shared/function-problem';
import { functionStub } from '@codeyard/shared/function-stubs/index';
import { solverLanguages, type SolverLanguage } from '@codeyard/shared';

/**
 * A function problem's test input as the page shows and edits it: one JSON value per parameter per
 * line (packages/shared/src/function-problem.ts), each line under its parameter's name.
 */

/** The input's line for each parameter, in the signature's order ('' where the input has none). */
export function parameterValues(signature: FunctionSignature, input: string): string[] {
  const lines = input.replace(/\r\n?/g, '\n').split('\n');
  return signature.params.map((_, index) => lines[index] ?? '');
}

/** The input text of one value per parameter (a value's own line breaks would shift the lines after it). */
export function inputOfValues(values: readonly string[]): string {
  return values.map((value) => value.replace(/\r?\n/g, ' ')).join('\n');
}

/** `nums = [2,7,11,15]`, one per parameter, as LeetCode writes an example's input. */
export function namedValues(signature: FunctionSignature, input: string): { name: string; value: string }[] {
  const values = parameterValues(signature, input);
  return signature.params.map((parameter, index) => ({ name: parameter.name, value: values[index]!.trim() }));
}

/**
 * What is wrong with each parameter's value (null where nothing is), from typedInputProblem, which
 * names the first wrong line; a blank value is said as missing rather than as a short input.
 */
export function parameterProblems(signature: FunctionSignature, values: readonly string[]): (string | null)[] {
  const problems = signature.params.map((parameter, index) =>
    values[index]?.trim() ? null : `Enter a value for ${parameter.name}`,
  );
  if (problems.some((problem) => problem !== null)) return problems;
  const problem = typedInputProblem(signature, inputOfValues(values));
  if (problem === null) return problems;
  const line = /^Line (\d+) /.exec(problem);
  const index = line ? Number(line[1]) - 1 : 0;
  return problems.map((_, candidate) => (candidate === index ? problem : null));
}

/** The first problem of a whole input, or null when it fits the signature. */
export function inputProblem(signature: FunctionSignature, input: string): string | null {
  return parameterProblems(signature, parameterValues(signature, input)).find((problem) => problem !== null) ?? null;
}

/** `twoSum(nums: int[], target: int): int[]`: the signature as the statement shows it. */
export function signatureText(signature: FunctionSignature): string {
  const params = signature.params
    .filter((parameter) => parameter.cycleOf === undefined)
    .map((parameter) => `${parameter.name}: ${parameter.type}`);
  return `${signature.name}(${params.join(', ')}): ${signature.returns}`;
}

/** The languages a function problem can be solved in: those its signature has a stub in. */
export function functionLanguages(signature: FunctionSignature): SolverLanguage[] {
  return solverLanguages().filter((language) => functionStub(language, signature) !== null);
}
