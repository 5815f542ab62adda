import { functionDriver, functionLanguageProblem, functionLanguages } from '@codeyard/judge';
import { languageLabel } from '@codeyard/shared';
import { typedInputProblem, type FunctionSignature } from '@codeyard/shared/function-problem';
import { AppError } from '../../errors.js';
import type { ProblemInput } from './problem-model.js';

/**
 * Which languages have a driver that runs function problems (drivers come one language at a time):
 * this judge's own, unless a caller says otherwise (a test of a judge that lacks some).
 */
export type FunctionDrivers = { languages(): string[]; has(language: string): boolean };

const JUDGE_DRIVERS: FunctionDrivers = {
  languages: functionLanguages,
  has: (language) => functionDriver(language) !== null,
};

/** Whether this judge's code has a driver that runs function problems in `language`. */
export function hasFunctionDriver(language: string): boolean {
  return JUDGE_DRIVERS.has(language);
}

/** Why a function problem cannot be solved in `language` here (no driver yet), naming the languages it can. */
export function functionLanguageMessage(language: string, drivers: FunctionDrivers = JUDGE_DRIVERS): string {
  const usable = drivers.languages().map((id) => languageLabel(id));
  const list = usable.length > 1 ? `${usable.slice(0, -1).join(', ')} or ${usable.at(-1)}` : (usable[0] ?? 'none');
  return `${languageLabel(language)} cannot be used for function problems yet: use ${list}`;
}

/**
 * Why code in `language` cannot be judged for this signature, or null when it can: no driver yet, or
 * one that refuses the signature (the judge's own rule: Rust and a list with a cycle).
 */
export function functionRefusal(
  language: string,
  signature: FunctionSignature,
  drivers: FunctionDrivers = JUDGE_DRIVERS,
): string | null {
  if (!drivers.has(language)) return functionLanguageMessage(language, drivers);
  return functionLanguageProblem(language, signature);
}

/** Refuses (400) code for a function problem in a language that cannot take it, before anything is stored or judged. */
export function requireFunctionLanguage(
  problem: Pick<ProblemInput, 'function'>,
  language: string,
  drivers: FunctionDrivers = JUDGE_DRIVERS,
): void {
  const refusal = problem.function ? functionRefusal(language, problem.function, drivers) : null;
  if (refusal) throw new AppError('BAD_REQUEST', refusal);
}

/**
 * A Run of a function problem: its custom input and the Testcase tab's inputs must be typed values
 * of the signature (one JSON value per parameter per line), refused (400) with typedInputProblem's
 * sentence before anything reaches the judge.
 */
export function requireTypedRunInputs(
  problem: Pick<ProblemInput, 'function'>,
  inputs: { customInput?: string | undefined; testCases?: { input: string }[] | undefined },
): void {
  const signature = problem.function;
  if (!signature) return;
  if (inputs.customInput !== undefined) {
    const problemText = typedInputProblem(signature, inputs.customInput);
    if (problemText)
      throw new AppError('BAD_REQUEST', problemText, { errors: [{ path: 'customInput', message: problemText }] });
  }
  for (const [index, testCase] of (inputs.testCases ?? []).entries()) {
    const problemText = typedInputProblem(signature, testCase.input);
    if (problemText)
      throw new AppError('BAD_REQUEST', `Case ${index + 1}: ${problemText}`, {
        errors: [{ path: `testCases.${index}.input`, message: problemText }],
      });
  }
}
