import type { Judge, LanguageId } from '@codeyard/judge';
import type { JudgingProgress } from '@codeyard/shared';
import type { DatabaseHandle } from '../db/database.js';
import { findProblem } from '../services/problems/problems.js';
import { getSubmission, recordOutcome } from '../services/submissions/submissions.js';
import { toOutcome } from './outcome.js';
import { toScoredOutcome } from './scored-outcome.js';

export type PublishProgress = (userId: string, progress: JudgingProgress) => void;

/**
 * Judges one stored submission against its problem's hidden tests and stores the final status.
 * Shared by the in-process judge and `npm run worker`. Never leaves the submission pending:
 * any failure ends in status `error` with a message.
 */
export async function judgeStoredSubmission(options: {
  database: DatabaseHandle;
  judge: Judge | null;
  judgeUnavailableReason?: string;
  submissionId: string;
  publish: PublishProgress;
}): Promise<void> {
  const { database, submissionId, publish } = options;
  const submission = await getSubmission(database, submissionId);
  if (submission.status !== 'pending') return;
  const contest = submission.contest_id ? { contestId: submission.contest_id } : {};
  const fail = async (message: string) => {
    const recorded = await recordOutcome(database, submission, {
      status: 'error',
      runtime: 0,
      memory: 0,
      testsPassed: 0,
      testsTotal: submission.tests_total,
      errorMessage: message,
      verdict: 'Internal Error',
    });
    if (!recorded) return;
    publish(submission.user_id, {
      submissionId,
      problemId: submission.problem_id,
      ...contest,
      phase: 'done',
      status: 'error',
    });
  };

  const problem = await findProblem(database, submission.problem_id);
  if (!problem) return fail('The problem no longer exists');
  if (!options.judge) return fail(`The judge is unavailable: ${options.judgeUnavailableReason ?? 'unknown reason'}`);

  try {
    const result = await options.judge.judge({
      language: submission.language as LanguageId,
      source: submission.code,
      tests: problem.hiddenTests.map((test) => ({ input: test.input, expected: test.output, hidden: true })),
      timeLimitMs: problem.timeLimitMs,
      memoryLimitMb: problem.memoryLimitMb,
      checker: problem.checker,
      // A scored problem's groups are graded from every hidden test's verdict.
      stopOnFirstFailure: problem.scoring === null,
      owner: submission.user_id,
      kind: 'submit',
      onProgress: (progress) =>
        publish(submission.user_id, { submissionId, problemId: submission.problem_id, ...progress }),
    });
    const outcome = problem.scoring ? toScoredOutcome(result, problem.scoring) : toOutcome(result);
    // Not recorded: judged twice (a queue lost with Redis) and the other verdict came first.
    if (!(await recordOutcome(database, submission, outcome))) return;
    publish(submission.user_id, {
      submissionId,
      problemId: submission.problem_id,
      ...contest,
      phase: 'done',
      status: outcome.status,
      ...(outcome.scored ?? {}),
    });
  } catch (error) {
    await fail(`Judging failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
