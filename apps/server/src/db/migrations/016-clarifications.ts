import type { Kysely } from 'kysely';

/**
 * Contest clarifications (issue 22): contestants' questions with the jury's answers, and the
 * jury's announcements (no asker, sent to all). A contest's list is read whole, newest first, so
 * the index leads with the contest and ends with (created_at, id); a second one finds a
 * contestant's own questions.
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema
    .createTable('clarifications')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('contest_id', 'text', (column) => column.notNull().references('contests.id').onDelete('cascade'))
    // A problem taken out of the contest (or deleted) leaves the question about the contest in general.
    .addColumn('problem_id', 'text', (column) => column.references('problems.id').onDelete('set null'))
    .addColumn('from_user_id', 'text', (column) => column.references('users.id').onDelete('cascade'))
    .addColumn('text', 'text', (column) => column.notNull())
    .addColumn('answer', 'text')
    .addColumn('answered_by', 'text', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('answered_at', 'text')
    .addColumn('to_all', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await database.schema
    .createIndex('clarifications_contest')
    .on('clarifications')
    .columns(['contest_id', 'created_at', 'id'])
    .execute();
  await database.schema
    .createIndex('clarifications_asker')
    .on('clarifications')
    .columns(['contest_id', 'from_user_id'])
    .execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await database.schema.dropTable('clarifications').ifExists().execute();
}
