import type { ContestSettings } from '@codeyard/shared';
import type { DatabaseHandle } from '../../db/database.js';
import type { ProblemInput } from '../problems/problem-model.js';
import { findProblemBySlug, insertProblem, invalidateProblemList, updateProblem } from '../problems/problems.js';
import { insertContest, type Contest, type ContestProblemEntry } from './contests.js';

/** A problem of an imported contest: the problem (its slug set), and the label and colour the contest gives it. */
export type ImportedContestProblem = Omit<ContestProblemEntry, 'problemId'> & { problem: ProblemInput };

/**
 * Stores a contest read from a contest package with its problems, all in one transaction: if
 * anything fails, no problem and no contest is left behind. A problem whose slug exists already is
 * updated in place, as importing its own package would (so re-importing an export reuses the
 * problems it came from); a new one is a `contest` problem, hidden until the contest starts.
 */
export async function createImportedContest(
  database: DatabaseHandle,
  input: { settings: ContestSettings; problems: readonly ImportedContestProblem[]; createdBy: string; nowMs: number },
): Promise<Contest> {
  const contest = await database.transaction().execute(async (transaction) => {
    const entries: ContestProblemEntry[] = [];
    for (const { problem, label, rgb, color } of input.problems) {
      const existing = problem.slug ? await findProblemBySlug(transaction, problem.slug) : null;
      let problemId: string;
      if (existing) {
        await updateProblem(transaction, existing.id, problem, input.nowMs);
        problemId = existing.id;
      } else problemId = await insertProblem(transaction, { ...problem, visibility: 'contest' }, input.nowMs);
      entries.push({ problemId, label, rgb, color });
    }
    return insertContest(transaction, input.settings, entries, input.createdBy, input.nowMs);
  });
  // The writes above cleared the transaction's cache entry, not the server's.
  invalidateProblemList(database);
  return contest;
}
