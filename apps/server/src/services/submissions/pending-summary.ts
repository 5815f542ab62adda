import type { DatabaseHandle } from '../../db/database.js';

/**
 * How many submissions wait for a verdict, and since when the longest-waiting one has: from its
 * rejudging for a rejudged one, else from its submission. One look-up through the status index
 * (only pending rows are read), cheap enough for every metrics scrape.
 */
export async function pendingSubmissionsSummary(
  database: DatabaseHandle,
): Promise<{ count: number; oldestAt: string | null }> {
  const row = await database
    .selectFrom('submissions')
    .select((expression) => [
      expression.fn.countAll<number | string>().as('count'),
      expression.fn.min<string | null>(expression.fn.coalesce('rejudged_at', 'created_at')).as('oldest'),
    ])
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldestAt: row.oldest ?? null };
}
