import {
  graderVerdictForStatus,
  scoreSubmission,
  testOutcomeOf,
  type SubmissionResult,
  type TestGroup,
} from '@codeyard/judge';
import { PARTIALLY_ACCEPTED, VERDICTS, verdictByStatusId, type SubmissionGroupResult } from '@codeyard/shared';
import type { SubmissionOutcome } from '../services/submissions/submissions.js';
import { failureMessage, toOutcome } from './outcome.js';

/**
 * A scored problem's outcome from the judge's result on every hidden test (judged without
 * stopping at the first failure): each test's status is read as a Kattis grader verdict
 * (graderVerdictForStatus: AC, WA, TLE, RTE, and MLE and OLE under their own codes, which the
 * default grader ranks), the test-group tree is scored by the judge's grader, the submission's
 * verdict is the root's, and it is accepted (and solves the problem) only with the full score: a
 * root that accepted less is partially accepted (PARTIALLY_ACCEPTED, status wrong). As for
 * pass-fail problems, nothing derived from a hidden test but its verdict and number reaches the
 * answer; a group's result is what the problem page promises to show.
 */
export function toScoredOutcome(result: SubmissionResult, tree: TestGroup): SubmissionOutcome {
  if (
    result.statusId === VERDICTS.compilationError.statusId ||
    result.statusId === VERDICTS.internalError.statusId ||
    result.tests.length < result.total
  ) {
    // Nothing ran to be scored (a compile error, or the judge failed before every test ran): 0, no groups.
    return {
      ...toOutcome(result),
      scored: { score: 0, maxScore: scoreSubmission(tree, () => 'AC').maxScore, groups: [] },
    };
  }
  const verdicts = result.tests.map((test) => graderVerdictForStatus(test.statusId));
  // A test a testlib checker gave points to (Polygon's partial scores) scores them.
  const scored = scoreSubmission(tree, (name) => {
    const test = result.tests[Number(name)];
    return test ? testOutcomeOf(test) : 'JE';
  });
  const groups: SubmissionGroupResult[] = scored.groups.map((group) => ({
    name: group.name,
    score: group.score,
    maxScore: group.maxScore,
    verdict: group.verdict,
  }));
  const passedTests = result.tests.filter((test) => test.statusId === VERDICTS.accepted.statusId);
  const base = {
    runtime: Math.max(0, ...passedTests.map((test) => test.time)),
    memory: Math.max(0, ...passedTests.map((test) => test.memory)),
    testsPassed: passedTests.length,
    testsTotal: result.total,
    scored: { score: scored.score, maxScore: scored.maxScore, groups },
  };
  const firstFailure = verdicts.findIndex((verdict) => verdict !== 'AC');
  if (scored.verdict === 'AC' && scored.score >= scored.maxScore)
    return { ...base, status: 'accepted', errorMessage: null, verdict: VERDICTS.accepted.name };
  // The root's verdict, as the first test that gave it names it (the signal of a run-time error, not just RTE).
  // Only a test whose result is missing grades as no test's verdict, and that is the judge's failure (JE).
  const verdictIndex = verdicts.findIndex((verdict) => verdict === scored.verdict);
  const rootTest = verdictIndex >= 0 ? result.tests[verdictIndex]! : null;
  const rootVerdict = rootTest ? verdictByStatusId(rootTest.statusId) : VERDICTS.internalError;
  const verdict = scored.verdict === 'AC' ? PARTIALLY_ACCEPTED : (rootTest?.status ?? VERDICTS.internalError.name);
  // As for pass-fail problems (outcome.ts): what the table calls an error (a crash, the judge's failure) is "error", any other rejection "wrong".
  const status = scored.verdict !== 'AC' && rootVerdict?.submissionStatus === 'error' ? 'error' : 'wrong';
  return {
    ...base,
    status,
    verdict,
    errorMessage:
      firstFailure >= 0
        ? failureMessage(result.tests[firstFailure]!.status, result.tests[firstFailure], firstFailure)
        : null,
  };
}
