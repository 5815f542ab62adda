import type { AppContext } from '../context.js';
import type { JudgingService } from '../judging/judging-service.js';
import type { SubmissionResult, TestResult } from '@codeyard/judge';
import { VERDICT_LIST, VERDICTS, type Verdict } from '@codeyard/shared';
import type { PublishProgress } from '../judging/judge-stored-submission.js';
import { toScoredOutcome } from '../judging/scored-outcome.js';
import { findProblem } from '../services/problems/problems.js';
import { getSubmission, recordOutcome, type SubmissionOutcome } from '../services/submissions/submissions.js';
import { unusedJudging } from './test-app.js';

/**
 * Judging for tests of what happens around a verdict (contests, leaderboards), not of the judge:
 * the verdict is read from a marker in the code (ACCEPT, COMPILE_ERROR, otherwise a wrong answer)
 * and stored exactly as the real judge's outcome would be. On a scored problem each hidden test's
 * status may be scripted as `TESTS:AC,WA,TLE` (in test order, the verdict table's short codes),
 * and the tree is scored for real.
 */
export function scriptedJudging(
  context: Pick<AppContext, 'database'> & { clock?: () => number },
): JudgingService & { published: Parameters<PublishProgress>[] } {
  const clock = context.clock ?? Date.now;
  let publish: PublishProgress = () => undefined;
  const published: Parameters<PublishProgress>[] = [];
  return {
    ...unusedJudging,
    published,
    async judgeSubmission(submissionId) {
      const submission = await getSubmission(context.database, submissionId);
      const base = { runtime: 0.01, memory: 1024, testsTotal: submission.tests_total };
      const problem = await findProblem(context.database, submission.problem_id);
      const outcome: SubmissionOutcome = problem?.scoring
        ? toScoredOutcome(scriptedResult(submission.code, submission.tests_total), problem.scoring)
        : submission.code.includes('ACCEPT')
          ? {
              ...base,
              status: 'accepted',
              testsPassed: submission.tests_total,
              errorMessage: null,
              verdict: VERDICTS.accepted.name,
            }
          : submission.code.includes('COMPILE_ERROR')
            ? {
                ...base,
                status: 'error',
                testsPassed: 0,
                errorMessage: 'error: expected ;',
                verdict: VERDICTS.compilationError.name,
              }
            : {
                ...base,
                status: 'wrong',
                testsPassed: 0,
                errorMessage: `${VERDICTS.wrongAnswer.name} on test 1`,
                verdict: VERDICTS.wrongAnswer.name,
              };
      // Stamped by the app's clock, as the in-process judge stamps it (judge-stored-submission.ts).
      await recordOutcome(context.database, submission, outcome, clock());
      const progress = {
        submissionId,
        problemId: submission.problem_id,
        ...(submission.contest_id ? { contestId: submission.contest_id } : {}),
        phase: 'done' as const,
        status: outcome.status,
        ...(outcome.scored ?? {}),
      };
      published.push([submission.user_id, progress]);
      publish(submission.user_id, progress);
    },
    setPublisher(next) {
      publish = next;
    },
  };
}

/** A scripted test's status by a short code of the verdict table; anything else is a wrong answer. */
function scriptedStatus(code: string): Pick<TestResult, 'statusId' | 'status'> {
  const named: Verdict = VERDICT_LIST.find((verdict) => verdict.shortCodes.includes(code)) ?? VERDICTS.wrongAnswer;
  // The six run-time errors share their codes: a script means the commonest, a non-zero exit.
  const verdict = named.shortCodes.includes('RTE') ? VERDICTS.runtimeErrorNzec : named;
  return { statusId: verdict.statusId, status: verdict.name };
}

/** A judge result with the scripted status per test (the rest accepted with ACCEPT, else wrong), or a compile error. */
function scriptedResult(code: string, total: number): SubmissionResult {
  if (code.includes('COMPILE_ERROR'))
    return {
      statusId: VERDICTS.compilationError.statusId,
      status: VERDICTS.compilationError.name,
      compileOutput: 'error: expected ;',
      tests: [],
      passed: 0,
      total,
      maxTime: 0,
      maxMemory: 0,
    };
  const statuses = /TESTS:([A-Z,]+)/.exec(code)?.[1]?.split(',') ?? [];
  const acceptRest = code.includes('ACCEPT');
  const tests = Array.from({ length: total }, (_, index): TestResult => {
    return {
      ...scriptedStatus(statuses[index] ?? (acceptRest ? 'AC' : 'WA')),
      time: 0.01,
      wallTime: 0.01,
      memory: 1024,
      exitCode: 0,
      signal: null,
      stdout: '',
      stderr: '',
      stderrTruncated: false,
    };
  });
  const firstFailure = tests.findIndex((test) => test.statusId !== VERDICTS.accepted.statusId);
  const failed = firstFailure >= 0 ? tests[firstFailure]! : null;
  return {
    statusId: failed?.statusId ?? VERDICTS.accepted.statusId,
    status: failed?.status ?? VERDICTS.accepted.name,
    compileOutput: '',
    tests,
    passed: firstFailure >= 0 ? firstFailure : total,
    total,
    maxTime: 0.01,
    maxMemory: 1024,
  };
}
