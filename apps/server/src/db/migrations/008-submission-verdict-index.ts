import type { Kysely } from 'kysely';

/**
 * The problem list's acceptance rates count every judged submission per problem and verdict. With
 * this index the count reads the index alone instead of every submission row.
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema
    .createIndex('submissions_problem_status')
    .on('submissions')
    .columns(['problem_id', 'status'])
    .execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await database.schema.dropIndex('submissions_problem_status').ifExists().execute();
}
