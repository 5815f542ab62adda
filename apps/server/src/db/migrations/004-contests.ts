import type { Kysely } from 'kysely';

/** Contests, their problems in order, and who registered; submissions already carry contest_id. */
export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema
    .createTable('contests')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('start_time', 'text', (column) => column.notNull())
    .addColumn('end_time', 'text', (column) => column.notNull())
    .addColumn('freeze_minutes', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_by', 'text', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await database.schema.createIndex('contests_start_time').on('contests').column('start_time').execute();

  await database.schema
    .createTable('contest_problems')
    .addColumn('contest_id', 'text', (column) => column.notNull().references('contests.id').onDelete('cascade'))
    .addColumn('problem_id', 'text', (column) => column.notNull().references('problems.id').onDelete('cascade'))
    .addColumn('position', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('contest_problems_pk', ['contest_id', 'problem_id'])
    .execute();

  await database.schema
    .createTable('contest_participants')
    .addColumn('contest_id', 'text', (column) => column.notNull().references('contests.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('registered_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('contest_participants_pk', ['contest_id', 'user_id'])
    .execute();
  await database.schema
    .createIndex('contest_participants_user')
    .on('contest_participants')
    .columns(['user_id', 'contest_id'])
    .execute();

  // The leaderboard reads a contest's submissions and watches for new arrivals and verdicts.
  await database.schema
    .createIndex('submissions_contest_created')
    .on('submissions')
    .columns(['contest_id', 'created_at'])
    .execute();
  await database.schema
    .createIndex('submissions_contest_judged')
    .on('submissions')
    .columns(['contest_id', 'judged_at'])
    .execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await database.schema.dropIndex('submissions_contest_judged').ifExists().execute();
  await database.schema.dropIndex('submissions_contest_created').ifExists().execute();
  for (const table of ['contest_participants', 'contest_problems', 'contests']) {
    await database.schema.dropTable(table).ifExists().execute();
  }
}
