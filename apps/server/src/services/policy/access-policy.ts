import { contestMessages, contestModeMessage, type ContestMode, type ProblemVisibility } from '@codeyard/shared';
import type { ExpressionBuilder } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import {
  canSeeContestInside,
  decideProblemAccess,
  isAdmin,
  toVisibility,
  type ContestTimes,
  type ProblemAccess,
  type Viewer,
} from './access-rules.js';

/**
 * The one place that answers "may this viewer see this contest or problem, now?" for every route,
 * socket handler and list. The rules are in access-rules.ts; this module loads what they need.
 * A problem the viewer may not see is answered exactly like one that does not exist (404), so
 * that its existence does not leak either.
 */

export const PROBLEM_NOT_FOUND = 'Problem not found';

export type { ProblemAccess, Viewer } from './access-rules.js';

/** The contests a problem is in, as the rules need them. */
async function contestsOf(database: DatabaseHandle, problemId: string): Promise<ContestTimes[]> {
  const rows = await database
    .selectFrom('contest_problems')
    .innerJoin('contests', 'contests.id', 'contest_problems.contest_id')
    .select(['contests.id', 'contests.title', 'contests.start_time', 'contests.end_time'])
    .where('contest_problems.problem_id', '=', problemId)
    .execute();
  return rows.map((row) => ({ id: row.id, title: row.title, startTime: row.start_time, endTime: row.end_time }));
}

/** What the viewer may do with the problem now; null when it does not exist. */
export async function problemAccess(
  database: DatabaseHandle,
  problemId: string,
  viewer: Viewer,
  nowMs: number,
): Promise<ProblemAccess | null> {
  const problem = await database
    .selectFrom('problems')
    .select('visibility')
    .where('id', '=', problemId)
    .executeTakeFirst();
  if (!problem) return null;
  const contests = await contestsOf(database, problemId);
  const access = decideProblemAccess(toVisibility(problem.visibility), contests, viewer, nowMs);
  if (access.contestMode || !viewer || isAdmin(viewer) || contests.length === 0) return access;
  return { ...access, contestMode: await virtualContestMode(database, contests, viewer._id, nowMs) };
}

/**
 * The viewer's own virtual run of one of the problem's contests closes its help for them as the
 * contest did for its contestants, until the run ends (docs/contests.md, Virtual participation).
 */
async function virtualContestMode(
  database: DatabaseHandle,
  contests: readonly ContestTimes[],
  userId: string,
  nowMs: number,
): Promise<ContestMode | null> {
  const runs = await database
    .selectFrom('virtual_participations')
    .select(['contest_id', 'started_at'])
    .where('user_id', '=', userId)
    .where(
      'contest_id',
      'in',
      contests.map((contest) => contest.id),
    )
    .execute();
  for (const run of runs) {
    const contest = contests.find((candidate) => candidate.id === run.contest_id);
    if (!contest) continue;
    const endsMs = Date.parse(run.started_at) + Date.parse(contest.endTime) - Date.parse(contest.startTime);
    if (nowMs <= endsMs)
      return {
        contestId: contest.id,
        contestTitle: contest.title,
        endTime: new Date(endsMs).toISOString(),
        message: contestModeMessage(contest.title),
      };
  }
  return null;
}

/** The problem's access for a viewer who may open it; 404 for everyone else. */
export async function requireReadableProblem(
  database: DatabaseHandle,
  problemId: string,
  viewer: Viewer,
  nowMs: number,
): Promise<ProblemAccess> {
  const access = await problemAccess(database, problemId, viewer, nowMs);
  if (!access?.readable) throw new AppError('NOT_FOUND', PROBLEM_NOT_FOUND);
  return access;
}

/** Refuses a problem's help (AI tutor, discussions, editorial, others' solutions) while a contest that contains it runs. */
export function requireNoContestMode(contestMode: ContestMode | null): void {
  if (contestMode) throw new AppError('FORBIDDEN', contestMode.message, { contestMode });
}

/** A problem's help, for a viewer who may open it and when no contest closes it: 404, then 403 with the reason. */
export async function requireOpenHelp(
  database: DatabaseHandle,
  problemId: string,
  viewer: Viewer,
  nowMs: number,
): Promise<ProblemAccess> {
  const access = await requireReadableProblem(database, problemId, viewer, nowMs);
  requireNoContestMode(access.contestMode);
  return access;
}

/**
 * The practice set as a condition on `problems`, for lists and statistics: the same rule as
 * decideProblemAccess's `listed`, written for the database so that a list is one query.
 */
export function inPracticeSet(nowMs: number) {
  const now = new Date(nowMs).toISOString();
  return (expression: ExpressionBuilder<Database, 'problems'>) =>
    expression.or([
      expression('problems.visibility', '=', 'public' satisfies ProblemVisibility),
      expression.and([
        expression('problems.visibility', '=', 'contest' satisfies ProblemVisibility),
        expression.exists(
          expression
            .selectFrom('contest_problems')
            .innerJoin('contests', 'contests.id', 'contest_problems.contest_id')
            .select('contest_problems.problem_id')
            .whereRef('contest_problems.problem_id', '=', 'problems.id')
            .where('contests.end_time', '<', now),
        ),
      ]),
    ]);
}

/** Whether lists shown to this viewer hold every problem (admins) or the practice set only. */
export const seesEveryProblem = isAdmin;

/** An upcoming contest's inside (problems, board, live notices) is hidden from non-admins: 403 with when it starts. */
export function requireContestInside(
  contest: Pick<ContestTimes, 'startTime' | 'endTime'>,
  viewer: Viewer,
  nowMs: number,
  details?: Record<string, unknown>,
): void {
  if (!canSeeContestInside(contest, viewer, nowMs))
    throw new AppError('FORBIDDEN', contestMessages.notStarted, details);
}

export { canSeeContestInside };

/**
 * Contest submissions whose results the frozen boards hide right now: per contest with a freeze
 * that is running (or has ended without the jury finalising it, for a manual one), everything
 * received from the freeze on. Statistics leave them out until the board unfreezes, so a
 * problem's acceptance rate cannot reveal a frozen accept.
 */
export async function frozenSubmissionWindows(
  database: DatabaseHandle,
  nowMs: number,
): Promise<{ contestId: string; fromIso: string }[]> {
  const now = new Date(nowMs).toISOString();
  const running = await database
    .selectFrom('contests')
    .select(['id', 'end_time', 'freeze_minutes'])
    .where('freeze_minutes', '>', 0)
    .where('start_time', '<=', now)
    // A manual contest stays frozen after its end until the jury finalises it.
    .where((expression) =>
      expression.or([
        expression('end_time', '>=', now),
        expression.and([expression('finalize', '=', 'manual'), expression('finalized_at', 'is', null)]),
      ]),
    )
    .execute();
  return running
    .map((contest) => ({
      contestId: contest.id,
      fromMs: Date.parse(contest.end_time) - contest.freeze_minutes * 60_000,
    }))
    .filter((window) => window.fromMs <= nowMs)
    .map((window) => ({ contestId: window.contestId, fromIso: new Date(window.fromMs).toISOString() }));
}

/**
 * Whether a contest submission's result is one the frozen board hides right now (received from
 * the freeze on, the contest still running or a manual one not yet finalised): its verdict may
 * reach only its author and the jury.
 */
export async function isHiddenByFreeze(
  database: DatabaseHandle,
  submissionId: string,
  nowMs: number,
): Promise<boolean> {
  const row = await database
    .selectFrom('submissions')
    .innerJoin('contests', 'contests.id', 'submissions.contest_id')
    .select([
      'submissions.created_at',
      'contests.end_time',
      'contests.freeze_minutes',
      'contests.finalize',
      'contests.finalized_at',
    ])
    .where('submissions.id', '=', submissionId)
    .executeTakeFirst();
  if (!row || row.freeze_minutes <= 0) return false;
  const endMs = Date.parse(row.end_time);
  const held = nowMs <= endMs || (row.finalize === 'manual' && row.finalized_at === null);
  return held && Date.parse(row.created_at) >= endMs - row.freeze_minutes * 60_000;
}
