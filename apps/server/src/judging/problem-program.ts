import { withIncludedFiles, type LanguageId, type ProgramSource } from '@codeyard/judge';
import type { ProblemInput } from '../services/problems/problem-model.js';

/**
 * What the judge runs for code in `language` on `problem`: the code alone, or, when the problem's
 * package brought include/ files for that language (a driver, a grader), the code with them, named
 * as the judge's withIncludedFiles says.
 */
export function problemProgram(
  problem: Pick<ProblemInput, 'includedFiles'>,
  language: string,
  code: string,
): ProgramSource & { language: LanguageId } {
  return {
    ...withIncludedFiles(language as LanguageId, code, problem.includedFiles ?? {}),
    language: language as LanguageId,
  };
}
