import {
  classroomMessages,
  ContestTimeline,
  contestMessages,
  contestModeMessage,
  type ContestMode,
  type ProblemVisibility,
} from '@codeyard/shared';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import {
  canSeeContestInside,
  decideProblemAccess,
  isAdmin,
  toVisibility,
  type ContestTimes,
  type GroupReach,
  type ProblemAccess,
  type ProblemGroups,
  type Viewer,
} from './access-rules.js';

/**
 * The one place that answers "may this viewer see this contest or problem, now?" for every route,
 * socket handler and list. The rules are in access-rules.ts; this module loads what they need.
 * A problem the viewer may not see is answered exactly like one that does not exist (404), so
 * that its existence does not leak either.
 */

export const PROBLEM_NOT_FOUND = 'Problem not found';

export type { GroupReach, ProblemAccess, Viewer } from './access-rules.js';

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
    .select(['visibility', 'group_private'])
    .where('id', '=', problemId)
    .executeTakeFirst();
  if (!problem) return null;
  const contests = await contestsOf(database, problemId);
  const groups: ProblemGroups | undefined = problem.group_private
    ? { problemGroupIds: await groupsOfProblem(database, problemId), reach: await groupReachOf(database, viewer) }
    : undefined;
  const access = decideProblemAccess(toVisibility(problem.visibility), contests, viewer, nowMs, groups);
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

/** The groups a private problem is private to (it may be none: then admins alone see it). */
export async function groupsOfProblem(database: DatabaseHandle, problemId: string): Promise<string[]> {
  const rows = await database
    .selectFrom('problem_groups')
    .select('group_id')
    .where('problem_id', '=', problemId)
    .execute();
  return rows.map((row) => row.group_id);
}

/** The groups whose private problems the viewer may see (GroupReach): those they are in or teach. */
export async function groupReachOf(database: DatabaseHandle, viewer: Viewer): Promise<GroupReach> {
  if (!viewer) return [];
  if (isAdmin(viewer)) return 'every';
  const rows = await database
    .selectFrom('group_members')
    .select('group_id as id')
    .where('user_id', '=', viewer._id)
    .union(database.selectFrom('groups').select('id').where('teacher_id', '=', viewer._id))
    .execute();
  return rows.map((row) => row.id).sort();
}

/**
 * withinProblemGroups (access-rules.ts) as a condition on `problems`: the problem is not private,
 * or private to a group of the reach. Lists and statistics that show a problem's title or count it
 * filter with this (inPracticeSet includes it).
 */
export function withinGroupReach(reach: GroupReach) {
  return (expression: ExpressionBuilder<Database, 'problems'>): Expression<SqlBool> => {
    if (reach === 'every') return sql<SqlBool>`1 = 1`;
    const open = expression('problems.group_private', '=', 0);
    if (reach.length === 0) return open;
    return expression.or([
      open,
      expression.exists(
        expression
          .selectFrom('problem_groups')
          .select('problem_groups.problem_id')
          .whereRef('problem_groups.problem_id', '=', 'problems.id')
          .where('problem_groups.group_id', 'in', [...reach]),
      ),
    ]);
  };
}

/**
 * A contest shows its problems to every contestant (its page, board, CLICS feed, reveal), which a
 * problem private to groups must not be: refused, before anything is stored (400 on `problems`).
 */
export async function requireOpenToContests(database: DatabaseHandle, problemIds: readonly string[]): Promise<void> {
  if (problemIds.length === 0) return;
  const found = await database
    .selectFrom('problems')
    .select('id')
    .where('id', 'in', [...problemIds])
    .where('group_private', '!=', 0)
    .executeTakeFirst();
  if (found)
    throw new AppError('BAD_REQUEST', classroomMessages.privateProblemInContest, {
      errors: [{ path: 'problems', message: classroomMessages.privateProblemInContest }],
    });
}

/**
 * The practice set as a condition on `problems`, for lists and statistics: the same rule as
 * decideProblemAccess's `listed`, written for the database so that a list is one query. `reach`
 * is the reader's (groupReachOf): a problem private to groups is in their set only within it.
 */
export function inPracticeSet(nowMs: number, reach: GroupReach) {
  const now = new Date(nowMs).toISOString();
  const withinGroups = withinGroupReach(reach);
  return (expression: ExpressionBuilder<Database, 'problems'>) =>
    expression.and([withinGroups(expression), practiceVisibility(expression, now)]);
}

function practiceVisibility(expression: ExpressionBuilder<Database, 'problems'>, now: string) {
  return expression.or([
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
