import {
  contestModeMessage,
  contestStatusAt,
  isAdminRole,
  type ContestMode,
  type ProblemVisibility,
  type User,
} from '@codeyard/shared';

/**
 * Who may see which contest and problem, and when: the rules alone, with no database, so that
 * they read as a table and are tested as one (access-rules.test.ts). `access-policy.ts` loads what
 * they need; routes, sockets and lists ask it and never repeat a rule.
 */

/** A contest as the rules need it. */
export type ContestTimes = { id: string; title: string; startTime: string; endTime: string };

/** Whoever is asking: a signed-in user, or null for a visitor. */
export type Viewer = Pick<User, '_id' | 'role'> | null;

export type ProblemAccess = {
  /** May open the problem: statement, run, submit, drafts. */
  readable: boolean;
  /** In the practice set: the problem list, its statistics, dashboards. */
  listed: boolean;
  /** A running contest that closes the problem's help (AI tutor, discussions, editorial, others' solutions) for this viewer. */
  contestMode: ContestMode | null;
};

export const isAdmin = (viewer: Viewer): boolean => isAdminRole(viewer?.role);

/**
 * The groups whose private problems a viewer may see: 'every' for admins, else the ids of the
 * groups they are a member of or teach (none for a visitor). docs/classrooms.md.
 */
export type GroupReach = 'every' | readonly string[];

/**
 * A problem private to groups (problems.group_private) is seen only by the members and teachers of
 * the groups it is private to, and by admins; one private to no group any more, by admins alone.
 * `problemGroupIds` is null for a problem that is not private. access-policy.ts's
 * `withinGroupReach` is this rule's SQL twin (group-reach.test.ts runs both on one table of cases).
 */
export function withinProblemGroups(problemGroupIds: readonly string[] | null, reach: GroupReach): boolean {
  if (problemGroupIds === null || reach === 'every') return true;
  return problemGroupIds.some((groupId) => reach.includes(groupId));
}

/** What `decideProblemAccess` gets for a problem private to groups: none, or its groups and the viewer's reach. */
export type ProblemGroups = { problemGroupIds: readonly string[] | null; reach: GroupReach };
const notPrivate: ProblemGroups = { problemGroupIds: null, reach: [] };

/** An upcoming contest's problems and board are hidden from everyone but admins. */
export function canSeeContestInside(
  contest: Pick<ContestTimes, 'startTime' | 'endTime'>,
  viewer: Viewer,
  nowMs: number,
): boolean {
  return isAdmin(viewer) || contestStatusAt(contest, nowMs) !== 'upcoming';
}

/**
 * A public problem is practice whatever contests it is in. A contest problem is hidden until one
 * of its contests starts, open to contestants while it runs, and practice once one has ended. A
 * reserved one is seen only while one of its contests runs. While any contest that contains a
 * problem runs, its help is closed to everyone but admins, so that nobody is helped in a contest.
 * A problem private to groups is all that only within them (withinProblemGroups).
 */
export function decideProblemAccess(
  visibility: ProblemVisibility,
  contests: readonly ContestTimes[],
  viewer: Viewer,
  nowMs: number,
  groups: ProblemGroups = notPrivate,
): ProblemAccess {
  // Outside its groups a private problem is as if it did not exist, contests or not.
  if (!isAdmin(viewer) && !withinProblemGroups(groups.problemGroupIds, groups.reach))
    return { readable: false, listed: false, contestMode: null };
  const running = contests
    .filter((contest) => contestStatusAt(contest, nowMs) === 'running')
    .sort((left, right) => left.endTime.localeCompare(right.endTime));
  const anyEnded = contests.some((contest) => contestStatusAt(contest, nowMs) === 'ended');
  if (isAdmin(viewer)) return { readable: true, listed: true, contestMode: null };

  // The last running contest to end decides when help opens again.
  const closing = running.at(-1);
  const contestMode = closing
    ? {
        contestId: closing.id,
        contestTitle: closing.title,
        endTime: closing.endTime,
        message: contestModeMessage(closing.title),
      }
    : null;
  const listed = visibility === 'public' || (visibility === 'contest' && anyEnded);
  const readable = listed || running.length > 0;
  return { readable, listed, contestMode };
}

/** Whether a visibility value read from the database is one the rules know; anything else is treated as reserved. */
export function toVisibility(value: string): ProblemVisibility {
  return value === 'public' || value === 'contest' ? value : 'reserved';
}
