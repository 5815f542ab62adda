import type { Kysely } from 'kysely';

/**
 * Who sees a problem outside the admin screens: 'public' (the practice set), 'contest' (reserved
 * for contests until one of them ends, then practice) or 'reserved' (only through a running
 * contest). Every problem so far was public, so that is the default. Contest problems are looked
 * up by problem too (is this problem in a running contest?), hence the index.
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema
    .alterTable('problems')
    .addColumn('visibility', 'text', (column) => column.notNull().defaultTo('public'))
    .execute();
  await database.schema
    .createIndex('contest_problems_problem')
    .on('contest_problems')
    .columns(['problem_id', 'contest_id'])
    .execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await database.schema.dropIndex('contest_problems_problem').ifExists().execute();
  await database.schema.alterTable('problems').dropColumn('visibility').execute();
}
