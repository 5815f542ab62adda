import type { Submission, SubmissionGroupResult, SubmissionStatus } from '@codeyard/shared';
import type { DatabaseHandle } from '../../db/database.js';
import type { SubmissionsTable } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { newId, nowIso } from '../ids.js';
import { invalidateProblemList } from '../problems/problems.js';

/** A submissions row as the app holds it (the API answers it through toSubmissionView). */
export function submissionFromRow(row: SubmissionsTable): Submission {
  return {
    _id: row.id,
    problemId: row.problem_id,
    language: row.language,
    status: row.status as SubmissionStatus,
    runtime: row.runtime,
    memory: row.memory,
    testCasesPassed: row.tests_passed,
    testCasesTotal: row.tests_total,
    errorMessage: row.error_message,
    verdict: row.verdict,
    code: row.code,
    createdAt: row.created_at,
    // Scored problems only, so answers about pass-fail submissions keep their shape.
    ...(row.score !== null && row.max_score !== null
      ? {
          score: Number(row.score),
          maxScore: Number(row.max_score),
          groups: row.groups ? (JSON.parse(row.groups) as SubmissionGroupResult[]) : [],
        }
      : {}),
    // Rejudged submissions only: what they had before, so answers show which verdicts changed.
    ...(row.rejudged_at
      ? { previousStatus: row.previous_status, previousVerdict: row.previous_verdict, rejudgedAt: row.rejudged_at }
      : {}),
  };
}

export async function listSubmissions(
  database: DatabaseHandle,
  options: { userId: string; problemId: string },
): Promise<Submission[]> {
  const rows = await database
    .selectFrom('submissions')
    .selectAll()
    .where('user_id', '=', options.userId)
    .where('problem_id', '=', options.problemId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  return rows.map(submissionFromRow);
}

export async function createPendingSubmission(
  database: DatabaseHandle,
  options: {
    userId: string;
    problemId: string;
    language: string;
    code: string;
    contestId: string | null;
    /** The contest of the sender's virtual run it counts for (never with contestId). */
    virtualContestId?: string | null;
    testsTotal: number;
    /** When it arrived (epoch milliseconds, the app's clock): the time a contest ranks it by. */
    createdMs: number;
  },
): Promise<SubmissionsTable> {
  const row: SubmissionsTable = {
    id: newId(),
    user_id: options.userId,
    problem_id: options.problemId,
    contest_id: options.contestId,
    virtual_contest_id: options.virtualContestId ?? null,
    language: options.language,
    code: options.code,
    status: 'pending',
    runtime: 0,
    memory: 0,
    tests_passed: 0,
    tests_total: options.testsTotal,
    error_message: null,
    verdict: null,
    created_at: nowIso(options.createdMs),
    judged_at: null,
    score: null,
    max_score: null,
    groups: null,
    previous_status: null,
    previous_verdict: null,
    rejudged_at: null,
  };
  await database.insertInto('submissions').values(row).execute();
  return row;
}

export async function getSubmission(database: DatabaseHandle, submissionId: string): Promise<SubmissionsTable> {
  const row = await database.selectFrom('submissions').selectAll().where('id', '=', submissionId).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'Submission not found');
  return row;
}

export type SubmissionOutcome = {
  status: Exclude<SubmissionStatus, 'pending'>;
  runtime: number;
  memory: number;
  testsPassed: number;
  testsTotal: number;
  errorMessage: string | null;
  verdict: string;
  /** Scored problems: accepted only with the full score (solved then, as a pass-fail problem's accepted). */
  scored?: { score: number; maxScore: number; groups: SubmissionGroupResult[] };
  /** Each judged test, in order, for the jury's eyes only (stored in submission_tests, never answered to the submitter). */
  juryTests?: JuryTest[];
};

/** One judged hidden test as stored for the jury (see migration 021). */
export type JuryTest = {
  verdict: string;
  timeMs: number;
  memoryKb: number;
  output: string;
  outputTruncated: boolean;
};

/**
 * Stores the final result of a pending submission; an accepted one marks the problem solved, in
 * the same transaction. A rejudged submission that is no longer accepted un-solves its problem
 * unless another of the user's submissions to it is accepted. Every verdict changes its problem's
 * acceptance rate, so the cached problem list is dropped.
 *
 * Answers false, changing nothing, when the submission is no longer pending: when a lost queue
 * made two workers judge one submission, the first verdict stands and is announced once.
 * `nowMs` (epoch milliseconds) is when it was judged, stored as judged_at.
 */
export async function recordOutcome(
  database: DatabaseHandle,
  submission: Pick<SubmissionsTable, 'id' | 'user_id' | 'problem_id'> & { rejudged_at?: string | null },
  outcome: SubmissionOutcome,
  nowMs: number,
): Promise<boolean> {
  const now = nowIso(nowMs);
  const recorded = await database.transaction().execute(async (transaction) => {
    const updated = await transaction
      .updateTable('submissions')
      .set({
        status: outcome.status,
        runtime: outcome.runtime,
        memory: outcome.memory,
        tests_passed: outcome.testsPassed,
        tests_total: outcome.testsTotal,
        error_message: outcome.errorMessage,
        verdict: outcome.verdict,
        judged_at: now,
        score: outcome.scored?.score ?? null,
        max_score: outcome.scored?.maxScore ?? null,
        groups: outcome.scored ? JSON.stringify(outcome.scored.groups) : null,
      })
      .where('id', '=', submission.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    // A rejudge's tests replace the previous judging's.
    await transaction.deleteFrom('submission_tests').where('submission_id', '=', submission.id).execute();
    const tests = outcome.juryTests ?? [];
    // In chunks: a problem may have hundreds of tests, and SQLite caps a statement's parameters.
    for (let start = 0; start < tests.length; start += 100)
      await transaction
        .insertInto('submission_tests')
        .values(
          tests.slice(start, start + 100).map((test, index) => ({
            submission_id: submission.id,
            position: start + index + 1,
            verdict: test.verdict,
            time_ms: test.timeMs,
            memory_kb: test.memoryKb,
            output: test.output,
            output_truncated: test.outputTruncated ? 1 : 0,
          })),
        )
        .execute();
    // A verdict on an ended rated contest's submission (judged late, or rejudged) may move its final
    // standings, so its rating changes are recomputed (services/ratings).
    await transaction
      .updateTable('contests')
      .set({ ratings_computed_at: null })
      .where('rated', '=', 1)
      .where('ratings_computed_at', 'is not', null)
      .where('id', '=', (expression) =>
        expression.selectFrom('submissions').select('contest_id').where('id', '=', submission.id),
      )
      .execute();
    if (outcome.status === 'accepted') {
      await transaction
        .insertInto('solved_problems')
        .values({ user_id: submission.user_id, problem_id: submission.problem_id, solved_at: now })
        .onConflict((conflict) => conflict.columns(['user_id', 'problem_id']).doNothing())
        .execute();
    } else if (submission.rejudged_at) {
      await transaction
        .deleteFrom('solved_problems')
        .where('user_id', '=', submission.user_id)
        .where('problem_id', '=', submission.problem_id)
        .where((expression) =>
          expression.not(
            expression.exists(
              expression
                .selectFrom('submissions')
                .select('submissions.id')
                .where('submissions.user_id', '=', submission.user_id)
                .where('submissions.problem_id', '=', submission.problem_id)
                .where('submissions.status', '=', 'accepted'),
            ),
          ),
        )
        .execute();
    }
    return true;
  });
  if (recorded) invalidateProblemList(database);
  return recorded;
}

export type PendingSubmission = {
  id: string;
  userId: string;
  /** When it was last asked to be judged: the rejudge's time for a rejudged one. */
  pendingSince: string;
  /** The rejudge's time, or null for a first judging. */
  rejudgedAt: string | null;
};

/** Pending submissions, oldest first, with their owners (the judge queues fairly by owner). */
export async function listPendingSubmissions(database: DatabaseHandle): Promise<PendingSubmission[]> {
  const rows = await database
    .selectFrom('submissions')
    .select(['id', 'user_id', 'created_at', 'rejudged_at'])
    .where('status', '=', 'pending')
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    pendingSince: row.rejudged_at ?? row.created_at,
    rejudgedAt: row.rejudged_at,
  }));
}
