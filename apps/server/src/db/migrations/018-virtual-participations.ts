import type { Kysely } from 'kysely';

/**
 * Virtual participation (issue 22, item 4): a user's own run of an ended contest, one per user and
 * contest. Submissions made during the run are practice (contest_id stays null, so nothing official
 * reads them) and name the run's contest in `virtual_contest_id`, which the virtual board reads.
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema
    .createTable('virtual_participations')
    .addColumn('contest_id', 'text', (column) => column.notNull().references('contests.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('started_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('virtual_participations_pk', ['contest_id', 'user_id'])
    .execute();
  await database.schema.alterTable('submissions').addColumn('virtual_contest_id', 'text').execute();
  await database.schema
    .createIndex('submissions_virtual_contest')
    .on('submissions')
    .columns(['virtual_contest_id', 'user_id'])
    .execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await database.schema.dropIndex('submissions_virtual_contest').ifExists().execute();
  await database.schema.alterTable('submissions').dropColumn('virtual_contest_id').execute();
  await database.schema.dropTable('virtual_participations').ifExists().execute();
}
