import { withIncludedFiles, type FunctionRequest, type LanguageId, type ProgramSource } from '@codeyard/judge';
import type { ProblemInput } from '../services/problems/problem-model.js';

/**
 * What the judge runs for code in `language` on `problem`: the code alone, or, when the problem's
 * package brought include/ files for that language (a driver, a grader), the code with them, named
 * as the judge's withIncludedFiles says. A function problem's code is only the function: it goes
 * with the signature, and the judge wraps it in its language's driver and compares returned values.
 */
export function problemProgram(
  problem: Pick<ProblemInput, 'includedFiles' | 'function'>,
  language: string,
  code: string,
): ProgramSource & FunctionRequest & { language: LanguageId } {
  if (problem.function) return { language: language as LanguageId, source: code, function: problem.function };
  return {
    ...withIncludedFiles(language as LanguageId, code, problem.includedFiles ?? {}),
    language: language as LanguageId,
  };
}
