import type { Kysely } from 'kysely';

/** Unsubmitted code per user, problem and language, so it follows the user to another browser. */
export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema
    .createTable('code_drafts')
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('problem_id', 'text', (column) => column.notNull().references('problems.id').onDelete('cascade'))
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('code_drafts_pk', ['user_id', 'problem_id', 'language'])
    .execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await database.schema.dropTable('code_drafts').ifExists().execute();
}
