import type { Kysely } from 'kysely';

/**
 * Included files (issue 32): the files a Kattis package's include/ adds to every submission, per
 * folder (`default`, `cpp`, `python3`…), as JSON; null when a problem has none (every problem so far).
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema.alterTable('problems').addColumn('included_files', 'text').execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await database.schema.alterTable('problems').dropColumn('included_files').execute();
}
