import {
  graderVerdictForStatus,
  scoreSubmission,
  testOutcomeOf,
  type GraderVerdict,
  type SubmissionResult,
  type TestGroup,
} from '@codeyard/judge';
import type { SubmissionGroupResult } from '@codeyard/shared';
import type { SubmissionOutcome } from '../services/submissions/submissions.js';
import { toOutcome } from './outcome.js';

/** Judge0 ids (see @codeyard/judge): 3 accepted, 6 compile error, 13 internal error. */
const ACCEPTED = 3;
const COMPILE_ERROR = 6;
const INTERNAL_ERROR = 13;

/** Named as the pages name verdicts; used when no test gave the root's verdict itself. */
const VERDICT_NAMES: Record<GraderVerdict, string> = {
  AC: 'Accepted',
  WA: 'Wrong Answer',
  TLE: 'Time Limit Exceeded',
  RTE: 'Runtime Error (NZEC)',
  MLE: 'Memory Limit Exceeded',
  OLE: 'Output Limit Exceeded',
  IF: 'Runtime Error (Other)',
  JE: 'Internal Error',
};

/** A partial solution's verdict: the root accepted it with less than the full score. */
export const PARTIALLY_ACCEPTED = 'Partially Accepted';

/**
 * A scored problem's outcome from the judge's result on every hidden test (judged without
 * stopping at the first failure): each test's status is read as a Kattis grader verdict
 * (graderVerdictForStatus: AC, WA, TLE, RTE, and MLE and OLE under their own codes, which the
 * default grader ranks), the test-group tree is scored by the judge's grader, the submission's
 * verdict is the root's, and it is accepted (and solves the problem) only with the full score: a
 * root that accepted less is "Partially Accepted" (status wrong). As for pass-fail problems, nothing derived from a hidden test but its verdict and
 * number reaches the answer; a group's result is what the problem page promises to show.
 */
export function toScoredOutcome(result: SubmissionResult, tree: TestGroup): SubmissionOutcome {
  if (result.statusId === COMPILE_ERROR || result.statusId === INTERNAL_ERROR || result.tests.length < result.total) {
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
  const passedTests = result.tests.filter((test) => test.statusId === ACCEPTED);
  const base = {
    runtime: Math.max(0, ...passedTests.map((test) => test.time)),
    memory: Math.max(0, ...passedTests.map((test) => test.memory)),
    testsPassed: passedTests.length,
    testsTotal: result.total,
    scored: { score: scored.score, maxScore: scored.maxScore, groups },
  };
  const firstFailure = verdicts.findIndex((verdict) => verdict !== 'AC');
  if (scored.verdict === 'AC' && scored.score >= scored.maxScore)
    return { ...base, status: 'accepted', errorMessage: null, verdict: 'Accepted' };
  // The root's verdict, as the first test that gave it names it ("Runtime Error (SIGSEGV)", not just RTE).
  const verdictIndex = verdicts.findIndex((verdict) => verdict === scored.verdict);
  const verdict =
    scored.verdict === 'AC'
      ? PARTIALLY_ACCEPTED
      : verdictIndex >= 0
        ? result.tests[verdictIndex]!.status
        : VERDICT_NAMES[scored.verdict];
  // As for pass-fail problems (outcome.ts): a crash or the judge's failure is "error", any other rejection "wrong".
  const status = scored.verdict === 'RTE' || scored.verdict === 'JE' || scored.verdict === 'IF' ? 'error' : 'wrong';
  return {
    ...base,
    status,
    verdict,
    errorMessage: firstFailure >= 0 ? `${result.tests[firstFailure]!.status} on test ${firstFailure + 1}` : null,
  };
}
