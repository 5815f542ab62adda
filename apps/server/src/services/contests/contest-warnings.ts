import { contestStatusAt, publicProblemWarning, type ContestWarning, type ProblemVisibility } from '@codeyard/shared';
import type { DatabaseHandle } from '../../db/database.js';

/**
 * What an organiser is warned about after creating or editing a contest (issue 30, item 4): each of
 * its problems that is `public`, in contest order. A public problem stays in the practice set, so
 * everyone can open it before the start; `visibility: "contest"` would hide it until then. Once the
 * contest has ended there is nothing left to protect, so an ended contest answers none.
 */
export async function publicProblemWarnings(
  database: DatabaseHandle,
  contest: { id: string; startTime: string; endTime: string },
  nowMs: number,
): Promise<ContestWarning[]> {
  if (contestStatusAt(contest, nowMs) === 'ended') return [];
  const rows = await database
    .selectFrom('contest_problems')
    .innerJoin('problems', 'problems.id', 'contest_problems.problem_id')
    .select(['problems.id', 'problems.title'])
    .where('contest_problems.contest_id', '=', contest.id)
    .where('problems.visibility', '=', 'public' satisfies ProblemVisibility)
    .orderBy('contest_problems.position')
    .execute();
  return rows.map((row) => ({ problemId: row.id, title: row.title, message: publicProblemWarning(row.title) }));
}
