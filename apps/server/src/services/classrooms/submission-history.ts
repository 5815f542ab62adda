import type { DatabaseHandle } from '../../db/database.js';
import type { FreezeWindow } from '../contests/contest-timeline-sql.js';
import { visibleToOthers } from '../policy/access-policy.js';
import type { SubmissionMoment } from './progress-rules.js';

/** Where one person's submissions to one problem are kept in a history. */
export const historyKey = (userId: string, problemId: string) => `${userId} ${problemId}`;

/**
 * The submissions of these people to these problems, oldest first, by historyKey. `frozen`: the
 * freezes in force when someone else reads them (a teacher), so a frozen contest's results stay
 * hidden from them as from everyone else; a person reading their own passes none.
 */
export async function submissionHistory(
  database: DatabaseHandle,
  options: { userIds: readonly string[]; problemIds: readonly string[]; frozen: readonly FreezeWindow[] },
): Promise<Map<string, SubmissionMoment[]>> {
  const history = new Map<string, SubmissionMoment[]>();
  if (options.userIds.length === 0 || options.problemIds.length === 0) return history;
  const rows = await database
    .selectFrom('submissions')
    .select(['user_id', 'problem_id', 'status', 'created_at'])
    .where('user_id', 'in', [...options.userIds])
    .where('problem_id', 'in', [...options.problemIds])
    .where('status', '!=', 'pending')
    .where(visibleToOthers(options.frozen))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const key = historyKey(row.user_id, row.problem_id);
    const moments = history.get(key) ?? [];
    moments.push({ createdAt: row.created_at, status: row.status });
    history.set(key, moments);
  }
  return history;
}
