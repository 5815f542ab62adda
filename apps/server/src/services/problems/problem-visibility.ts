import { problemMessages, type ProblemVisibility } from '@codeyard/shared';
import type { DatabaseHandle } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { invalidateProblemList } from './problems.js';

/**
 * Changes who sees a problem and nothing else (PATCH /problem/visibility/:id). Unlike a full
 * update, nothing is judged: visibility decides only who may open the problem (services/policy),
 * which it does from the next request on. The problem lists forget their copies at once.
 */
export async function setProblemVisibility(
  database: DatabaseHandle,
  options: { problemId: string; visibility: ProblemVisibility; nowMs: number },
): Promise<void> {
  const result = await database
    .updateTable('problems')
    .set({ visibility: options.visibility, updated_at: new Date(options.nowMs).toISOString() })
    .where('id', '=', options.problemId)
    .executeTakeFirst();
  invalidateProblemList(database);
  if (Number(result.numUpdatedRows) === 0) throw new AppError('NOT_FOUND', problemMessages.notFound);
}
