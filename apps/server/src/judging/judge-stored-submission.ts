import { JudgeClosingError, type Judge } from '@codeyard/judge';
import { VERDICTS, type JudgingProgress } from '@codeyard/shared';
import type { DatabaseHandle } from '../db/database.js';
import type { JudgeMetrics, QueueKind } from '../metrics/judge-metrics.js';
import { findProblem } from '../services/problems/problems.js';
import { getSubmission, recordOutcome } from '../services/submissions/submissions.js';
import { juryTestsOf, toOutcome } from './outcome.js';
import { toScoredOutcome } from './scored-outcome.js';
import { problemProgram } from './problem-program.js';

export type PublishProgress = (userId: string, progress: JudgingProgress) => void;

/** The few pino methods judging logs with (a Fastify request's or app's logger, or the worker's). */
export type JudgingLog = {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
};

/**
 * What lets an operator follow a submission: the request id of the submit that stored it (grep it
 * in the web server's and the worker's logs), where judging logs, and what it records. When
 * `queuedAt` (epoch ms) is given, the wait until judging starts is recorded under `queueKind`;
 * BullMQ workers record the queue wait themselves, from the job's creation.
 */
export type JudgingTrace = {
  requestId?: string;
  log?: JudgingLog;
  metrics?: JudgeMetrics;
  queuedAt?: number;
  queueKind?: QueueKind;
};

/**
 * Judges one stored submission against its problem's hidden tests and stores the final status.
 * Shared by the in-process judge and `npm run worker`. Never leaves the submission pending:
 * any failure ends in status `error` with a message; only one the judge handed back unjudged
 * while shutting down stays pending, for the next start to judge (recoverPending).
 * The verdict's time (judged_at) is `clock`'s: the app's clock in a web server, so that it agrees
 * with the submission's created_at and a rejudge's stamps; a worker has none and uses its wall clock.
 */
export async function judgeStoredSubmission(options: {
  database: DatabaseHandle;
  judge: Judge | null;
  judgeUnavailableReason?: string;
  submissionId: string;
  publish: PublishProgress;
  trace?: JudgingTrace;
  /** When a verdict is stamped (judged_at): the app's clock where there is one; unset, this process's wall clock (a worker's). */
  clock?: () => number;
}): Promise<void> {
  const { database, submissionId, publish, trace = {} } = options;
  const clock = options.clock ?? Date.now;
  const submission = await getSubmission(database, submissionId);
  if (submission.status !== 'pending') return;
  const contest = submission.contest_id ? { contestId: submission.contest_id } : {};
  const logged = { requestId: trace.requestId, submissionId, language: submission.language };
  let startedAt: number | null = null;
  /** Called when the judge starts compiling: the job's wait is over. */
  const started = () => {
    if (startedAt !== null) return;
    startedAt = Date.now();
    if (trace.queuedAt !== undefined)
      trace.metrics?.waited(trace.queueKind ?? 'submission', startedAt - trace.queuedAt);
    trace.log?.info(logged, 'judging started');
  };
  const finished = (outcome: { status: string; verdict: string | null }, errorMessage?: string) => {
    const durationMs = Date.now() - (startedAt ?? Date.now());
    if (startedAt !== null) trace.metrics?.judged(submission.language, durationMs);
    trace.metrics?.verdict(outcome.status, outcome.verdict);
    const details = { ...logged, status: outcome.status, verdict: outcome.verdict, durationMs, errorMessage };
    if (outcome.status === 'error' && outcome.verdict === VERDICTS.internalError.name)
      trace.log?.error(details, 'judging failed');
    else trace.log?.info(details, 'judging finished');
  };
  const fail = async (message: string) => {
    const recorded = await recordOutcome(
      database,
      submission,
      {
        status: 'error',
        runtime: 0,
        memory: 0,
        testsPassed: 0,
        testsTotal: submission.tests_total,
        errorMessage: message,
        verdict: VERDICTS.internalError.name,
      },
      clock(),
    );
    if (!recorded) return;
    finished({ status: 'error', verdict: VERDICTS.internalError.name }, message);
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
      ...problemProgram(problem, submission.language, submission.code),
      tests: problem.hiddenTests.map((test) => ({ input: test.input, expected: test.output, hidden: true })),
      timeLimitMs: problem.timeLimitMs,
      memoryLimitMb: problem.memoryLimitMb,
      checker: problem.checker,
      // A scored problem's groups are graded from every hidden test's verdict.
      stopOnFirstFailure: problem.scoring === null,
      owner: submission.user_id,
      kind: 'submit',
      onProgress: (progress) => {
        if (progress.phase === 'compiling') started();
        publish(submission.user_id, { submissionId, problemId: submission.problem_id, ...progress });
      },
    });
    const outcome = {
      ...(problem.scoring ? toScoredOutcome(result, problem.scoring) : toOutcome(result)),
      juryTests: juryTestsOf(result),
    };
    // Not recorded: judged twice (a queue lost with Redis) and the other verdict came first.
    if (!(await recordOutcome(database, submission, outcome, clock()))) return;
    finished(outcome);
    publish(submission.user_id, {
      submissionId,
      problemId: submission.problem_id,
      ...contest,
      phase: 'done',
      status: outcome.status,
      ...(outcome.scored ?? {}),
    });
  } catch (error) {
    if (error instanceof JudgeClosingError) {
      trace.log?.info(logged, 'handed back unjudged (shutting down): judged when a judge starts again');
      return;
    }
    await fail(`Judging failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
