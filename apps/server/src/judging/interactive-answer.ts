import type { Judge, LanguageId } from '@codeyard/judge';
import type { Problem } from '../services/problems/problem-model.js';

/** The Judge0 id of a run that went well. */
const ACCEPTED = 3;

/**
 * The answer file of an interactive input the problem has no answer for (a Run's new case or
 * custom input). A Kattis interactor decides without one: empty. A testlib interactor's checker
 * (Polygon's) reads the answer, which the package made by letting the main solution play: the
 * reference solution plays the input against the interactor here, and what the interactor wrote is
 * the answer (empty when the reference cannot play it: the checker then says so).
 */
export async function interactiveAnswer(
  judge: Judge,
  problem: Problem,
  input: string,
  options: { reference: { language: string; code: string } | undefined; userId: string },
): Promise<string> {
  const { checker } = problem;
  if (checker.kind !== 'interactive' || !checker.afterInteraction || !options.reference) return '';
  const { afterInteraction: _checkedLater, ...interactor } = checker;
  const played = await judge.runOnInputs({
    language: options.reference.language as LanguageId,
    source: options.reference.code,
    inputs: [input],
    timeLimitMs: problem.timeLimitMs,
    memoryLimitMb: problem.memoryLimitMb,
    checker: interactor,
    keepInteractorOutput: true,
    owner: options.userId,
    kind: 'run',
  });
  const test = played.tests[0];
  return test?.statusId === ACCEPTED ? (test.interactorOutput ?? '') : '';
}
