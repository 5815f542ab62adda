import type { Judge, LanguageId, SubmissionResult } from '@codeyard/judge';
import {
  languageLabel,
  VERDICTS,
  type VerificationLanguageReport,
  type VerificationTestReport,
} from '@codeyard/shared';
import type { ProblemInput } from '../services/problems/problem-model.js';
import { functionRefusal, hasFunctionDriver } from '../services/problems/function-rules.js';
import { problemProgram } from './problem-program.js';

const ACCEPTED = VERDICTS.accepted.statusId;
/** Characters of input/expected/actual kept per failing test in a report. */
const EXCERPT = 2000;

const excerpt = (text: string) =>
  text.length > EXCERPT ? `${text.slice(0, EXCERPT)}\n… (${text.length - EXCERPT} more characters)` : text;

function failuresOf(
  result: SubmissionResult,
  tests: { input: string; output: string }[],
  kind: 'visible' | 'hidden',
): VerificationTestReport[] {
  return result.tests.flatMap((test, index) => {
    if (test.statusId === ACCEPTED) return [];
    const testCase = tests[index];
    return [
      {
        kind,
        index: index + 1,
        verdict: test.status,
        input: excerpt(testCase?.input ?? ''),
        expected: excerpt(testCase?.output ?? ''),
        actual: excerpt(test.stdout),
      },
    ];
  });
}

/**
 * Runs every reference solution against every visible test and the hidden tests (stopping a
 * language at its first hidden failure: a broken solution on 200 large tests would otherwise
 * take minutes). A problem may be saved only when every language passes.
 */
export async function verifyReferenceSolutions(
  judge: Judge,
  problem: ProblemInput,
): Promise<VerificationLanguageReport[]> {
  const reports: VerificationLanguageReport[] = [];
  const limits = { timeLimitMs: problem.timeLimitMs, memoryLimitMb: problem.memoryLimitMb, checker: problem.checker };
  for (const reference of problem.referenceCode) {
    const language = reference.language as LanguageId;
    const label = languageLabel(reference.language);
    if (!judge.info.languages[language]?.ok) {
      // An outside package may bring solutions in languages this judge has not installed: they are
      // kept (another judge may run them) and said to be unchecked, rather than refusing the problem.
      reports.push({
        language: label,
        passed: true,
        verdict: 'Not run',
        notRun: `${label} is not installed on this judge`,
        compileOutput: '',
        failures: [],
      });
      continue;
    }
    const refusal = problem.function ? functionRefusal(language, problem.function) : null;
    if (refusal) {
      // Drivers come one language at a time, and one may refuse a signature: a function problem's
      // reference in such a language is kept (LeetCode's form, for when it can) and said to be unchecked.
      reports.push({
        language: label,
        passed: true,
        verdict: 'Not run',
        notRun: hasFunctionDriver(language) ? refusal : `${label} has no function-problem driver on this judge yet`,
        compileOutput: '',
        failures: [],
      });
      continue;
    }
    const visible = await judge.judge({
      ...problemProgram(problem, language, reference.code),
      tests: problem.visibleTests.map((test) => ({ input: test.input, expected: test.output })),
      stopOnFirstFailure: false,
      ...limits,
    });
    if (visible.statusId === VERDICTS.compilationError.statusId) {
      reports.push({
        language: label,
        passed: false,
        verdict: visible.status,
        compileOutput: excerpt(visible.compileOutput),
        failures: [],
      });
      continue;
    }
    const hidden = await judge.judge({
      ...problemProgram(problem, language, reference.code),
      tests: problem.hiddenTests.map((test) => ({ input: test.input, expected: test.output, hidden: true })),
      stopOnFirstFailure: true,
      ...limits,
    });
    const failures = [
      ...failuresOf(visible, problem.visibleTests, 'visible'),
      ...failuresOf(hidden, problem.hiddenTests, 'hidden'),
    ];
    const firstFailure = failures[0];
    reports.push({
      language: label,
      passed: failures.length === 0,
      verdict: firstFailure ? firstFailure.verdict : VERDICTS.accepted.name,
      compileOutput: excerpt(hidden.compileOutput),
      failures,
    });
  }
  return reports;
}
