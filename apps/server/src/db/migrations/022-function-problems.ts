import type { Kysely } from 'kysely';

/**
 * Function problems (LeetCode's form): the problem's FunctionSignature of @codeyard/shared as JSON;
 * null for a stdin/stdout problem (every problem before this).
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema.alterTable('problems').addColumn('function_signature', 'text').execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await database.schema.alterTable('problems').dropColumn('function_signature').execute();
}
