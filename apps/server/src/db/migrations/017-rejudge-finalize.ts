import type { Kysely } from 'kysely';

/**
 * Rejudging and the jury's finalisation (issue 22). A rejudged submission keeps the verdict it had
 * before (previous_status, previous_verdict) and when it was sent back (rejudged_at), so answers
 * can show which verdicts changed. A contest's `finalize` is 'auto' (the board unfreezes at the
 * end, as before) or 'manual' (it stays frozen for non-admins until finalized_at is set).
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema.alterTable('submissions').addColumn('previous_status', 'text').execute();
  await database.schema.alterTable('submissions').addColumn('previous_verdict', 'text').execute();
  await database.schema.alterTable('submissions').addColumn('rejudged_at', 'text').execute();
  await database.schema
    .alterTable('contests')
    .addColumn('finalize', 'text', (column) => column.notNull().defaultTo('auto'))
    .execute();
  await database.schema.alterTable('contests').addColumn('finalized_at', 'text').execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  for (const column of ['previous_status', 'previous_verdict', 'rejudged_at'])
    await database.schema.alterTable('submissions').dropColumn(column).execute();
  for (const column of ['finalize', 'finalized_at'])
    await database.schema.alterTable('contests').dropColumn(column).execute();
}
