import {
  ContestTimeline,
  contestMessages,
  contestModeMessage,
  type ContestMode,
  type ProblemVisibility,
} from '@codeyard/shared';
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
    const virtualRun = ContestTimeline.of({ ...contest, freezeMinutes: 0 }).virtualRun(
      Date.parse(run.started_at),
      nowMs,
    );
    if (nowMs <= virtualRun.endMs)
      return {
        contestId: contest.id,
        contestTitle: contest.title,
        endTime: new Date(virtualRun.endMs).toISOString(),
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
 * Freeze rules for lists and single submissions: the contest's time module answers them
 * (services/contests/contest-timeline-sql.ts, the SQL twin of ContestTimeline).
 */
export { freezesInForce, isHiddenFromOthers, visibleToOthers } from '../contests/contest-timeline-sql.js';
