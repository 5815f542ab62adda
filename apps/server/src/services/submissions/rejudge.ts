import { contestMessages } from '@codeyard/shared';
import type { DatabaseHandle } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { getContest } from '../contests/contests.js';
import { nowIso } from '../ids.js';

/** What a rejudge needs of the judge: the normal path, marked as a rejudge (queued at low priority). */
export type RejudgeJudge = {
  judgeSubmission(submissionId: string, userId: string, options?: { rejudge?: boolean }): Promise<void>;
};

export type RejudgeDependencies = {
  database: DatabaseHandle;
  judging: RejudgeJudge;
  /** Told when a contest submission goes back to pending (an arrival, for the sockets too) and when its new verdict is stored. */
  standings: { touch(contestId: string): void; received(contestId: string): void };
  onError?: (error: unknown, submissionId: string) => void;
  /** Epoch milliseconds (context.clock()): when the rejudge happened. */
  clock: () => number;
};

export type RejudgeAnswer = {
  /** Sent back to the judge: their verdicts will change (or not) as the judge decides. */
  rejudged: string[];
  /** Still being judged: left alone, their verdict is about to arrive anyway. */
  skipped: string[];
};

type Target = { id: string; user_id: string; contest_id: string | null; status: string };

/**
 * Sends submissions back to the judge: each keeps the status and verdict it had
 * (previous_status, previous_verdict, rejudged_at), becomes pending and is judged again through
 * the normal path (in the scaled configuration, the same Redis queue) at a lower priority than
 * new submissions. Does not wait for the verdicts; as each arrives, recordOutcome updates solved
 * problems and marks a rated contest's ratings stale, the boards are told and the judge's
 * progress reaches the owner's sockets as for any verdict.
 */
async function rejudge(dependencies: RejudgeDependencies, targets: readonly Target[]): Promise<RejudgeAnswer> {
  const { database, judging, standings } = dependencies;
  const judgeable = targets.filter((target) => target.status !== 'pending');
  const skipped = targets.filter((target) => target.status === 'pending').map((target) => target.id);
  if (judgeable.length === 0) return { rejudged: [], skipped };
  const now = nowIso(dependencies.clock());
  const ids = judgeable.map((target) => target.id);
  // In chunks: a whole contest's submissions would overflow a database's parameter limit in one IN list.
  const marked = new Set<string>();
  for (let start = 0; start < ids.length; start += 500) {
    const chunk = ids.slice(start, start + 500);
    await database
      .updateTable('submissions')
      .set((expression) => ({
        previous_status: expression.ref('status'),
        previous_verdict: expression.ref('verdict'),
        rejudged_at: now,
        status: 'pending',
        verdict: null,
        error_message: null,
        runtime: 0,
        memory: 0,
        tests_passed: 0,
        score: null,
        max_score: null,
        groups: null,
        // The boards find changes by judged_at: going back to pending is one (a pending attempt again).
        judged_at: now,
      }))
      .where('id', 'in', chunk)
      // A submission that went pending meanwhile (another rejudge) is the other's to judge.
      .where('status', '!=', 'pending')
      .execute();
    // Read back rather than RETURNING, which not every supported SQLite build has.
    const rows = await database
      .selectFrom('submissions')
      .select('id')
      .where('id', 'in', chunk)
      .where('rejudged_at', '=', now)
      .where('status', '=', 'pending')
      .execute();
    for (const row of rows) marked.add(row.id);
  }
  const sent = judgeable.filter((target) => marked.has(target.id));
  // Watchers see the pending attempts at once, as for new submissions.
  for (const contestId of new Set(sent.map((target) => target.contest_id)))
    if (contestId) standings.received(contestId);
  for (const target of sent)
    judging
      .judgeSubmission(target.id, target.user_id, { rejudge: true })
      .then(() => {
        if (target.contest_id) standings.touch(target.contest_id);
      })
      .catch((error: unknown) => dependencies.onError?.(error, target.id));
  return {
    rejudged: sent.map((target) => target.id),
    skipped: [...skipped, ...judgeable.filter((target) => !marked.has(target.id)).map((target) => target.id)],
  };
}

/**
 * A contest's rejudge: every submission that counted for it, one problem's, or the listed ones
 * (which must all belong to it: 400 otherwise). Pending ones are skipped and named.
 */
export async function rejudgeContest(
  dependencies: RejudgeDependencies,
  options: { contestId: string; problemId?: string; submissionIds?: readonly string[] },
): Promise<RejudgeAnswer> {
  const { database } = dependencies;
  await getContest(database, options.contestId);
  let query = database
    .selectFrom('submissions')
    .select(['id', 'user_id', 'contest_id', 'status'])
    .where('contest_id', '=', options.contestId);
  if (options.problemId) query = query.where('problem_id', '=', options.problemId);
  const targets: Target[] = [];
  if (options.submissionIds) {
    const wanted = [...new Set(options.submissionIds)];
    for (let start = 0; start < wanted.length; start += 500)
      targets.push(...(await query.where('id', 'in', wanted.slice(start, start + 500)).execute()));
    if (targets.length !== wanted.length)
      throw new AppError('BAD_REQUEST', contestMessages.rejudgeForeign, {
        errors: [{ path: 'submissionIds', message: contestMessages.rejudgeForeign }],
      });
  } else {
    targets.push(...(await query.orderBy('created_at').execute()));
  }
  return rejudge(dependencies, targets);
}

/** One submission, practice or contest: 404 unknown, 409 while it is still being judged. */
export async function rejudgeSubmission(
  dependencies: RejudgeDependencies,
  submissionId: string,
): Promise<RejudgeAnswer> {
  const target = await dependencies.database
    .selectFrom('submissions')
    .select(['id', 'user_id', 'contest_id', 'status'])
    .where('id', '=', submissionId)
    .executeTakeFirst();
  if (!target) throw new AppError('NOT_FOUND', 'Submission not found');
  if (target.status === 'pending') throw new AppError('CONFLICT', contestMessages.rejudgePending);
  const answer = await rejudge(dependencies, [target]);
  if (answer.rejudged.length === 0) throw new AppError('CONFLICT', contestMessages.rejudgePending);
  return answer;
}

/** A contest's submissions for the jury, newest first, with what each had before a rejudge. */
export async function listContestSubmissions(database: DatabaseHandle, contestId: string) {
  await getContest(database, contestId);
  return database
    .selectFrom('submissions')
    .innerJoin('users', 'users.id', 'submissions.user_id')
    .selectAll('submissions')
    .select(['users.first_name', 'users.last_name'])
    .where('submissions.contest_id', '=', contestId)
    .orderBy('submissions.created_at', 'desc')
    .orderBy('submissions.id', 'desc')
    .execute();
}
