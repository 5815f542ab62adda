import {
  ContestTimeline,
  contestMessages as messages,
  type ContestProblemResult,
  type VirtualRun,
} from '@codeyard/shared';
import type { DatabaseHandle } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { getContest, type Contest } from './contest-records.js';
import { findVirtualRun, toVirtualRun } from './virtual-runs.js';
import { startTeamVirtualRun } from './virtual-teams.js';

/** Whether the user has a submission counted for the contest: their results are on its official board. */
export async function tookPartOfficially(
  database: DatabaseHandle,
  contestId: string,
  userId: string,
): Promise<boolean> {
  const official = await database
    .selectFrom('submissions')
    .select('id')
    .where('contest_id', '=', contestId)
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return official !== undefined;
}

/**
 * The user's results in the contest, by problem: its official submissions and their virtual run's
 * (a user has one or the other). Accepted once is solved; only rejected ones is tried; submissions
 * still being judged mark nothing yet.
 */
export async function viewerResults(
  database: DatabaseHandle,
  contestId: string,
  /** The viewer, or in a team contest every member of their team (their submissions count alike). */
  userIds: readonly string[],
): Promise<Record<string, ContestProblemResult>> {
  const rows = await database
    .selectFrom('submissions')
    .select(['problem_id', 'status'])
    .where('user_id', 'in', userIds)
    .where((where) => where.or([where('contest_id', '=', contestId), where('virtual_contest_id', '=', contestId)]))
    .where('status', '!=', 'pending')
    .execute();
  const results: Record<string, ContestProblemResult> = {};
  for (const row of rows) {
    if (row.status === 'accepted') results[row.problem_id] = 'solved';
    else results[row.problem_id] ??= 'tried';
  }
  return results;
}

/**
 * Starts the user's run of an ended contest, or answers the one they already started (one per user
 * and contest: starting again does not restart the clock). Whoever has an official row (submitted
 * during the contest) is refused: their results are already on the board. A team contest's run is
 * the team's (virtual-teams.ts).
 */
export async function startVirtualRun(
  database: DatabaseHandle,
  contestId: string,
  userId: string,
  nowMs: number,
): Promise<{ run: VirtualRun; created: boolean }> {
  const contest = await getContest(database, contestId);
  if (ContestTimeline.of(contest).status(nowMs) !== 'ended') throw new AppError('CONFLICT', messages.virtualNotEnded);
  if (contest.teams) return startTeamVirtualRun(database, contest, userId, nowMs);
  const existing = await findVirtualRun(database, contest, userId, nowMs);
  if (existing) return { run: existing, created: false };
  if (await tookPartOfficially(database, contestId, userId)) throw new AppError('CONFLICT', messages.virtualOfficial);
  const startedAt = new Date(nowMs).toISOString();
  const inserted = await database
    .insertInto('virtual_participations')
    .values({ contest_id: contestId, user_id: userId, started_at: startedAt })
    .onConflict((conflict) => conflict.columns(['contest_id', 'user_id']).doNothing())
    .executeTakeFirst();
  // Two calls at once: the one that lost the insert answers the winner's run.
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
    const run = await findVirtualRun(database, contest, userId, nowMs);
    if (run) return { run, created: false };
  }
  return { run: toVirtualRun(contest, startedAt, nowMs), created: true };
}

/**
 * Whether a submission for an ended contest counts for the sender's virtual run: only inside the
 * run and for one of the contest's problems. Null otherwise (it stays plain practice).
 */
export async function virtualEntryFor(
  database: DatabaseHandle,
  options: { contest: Contest; userId: string; problemId: string; nowMs: number },
): Promise<string | null> {
  const run = await findVirtualRun(database, options.contest, options.userId, options.nowMs);
  if (!run?.running) return null;
  const inContest = await database
    .selectFrom('contest_problems')
    .select('problem_id')
    .where('contest_id', '=', options.contest.id)
    .where('problem_id', '=', options.problemId)
    .executeTakeFirst();
  return inContest ? options.contest.id : null;
}
