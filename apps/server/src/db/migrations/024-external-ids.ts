import type { Kysely } from 'kysely';

/** The tables an import of registrations writes, each keyed by the id the registration system gave. */
const TABLES = ['organizations', 'categories', 'teams', 'users'] as const;

/**
 * Importing a registration system's export (issue 34, item 3): each organisation, category, team
 * and account remembers the CLICS id it was imported under, so importing the same files again
 * finds and updates it instead of making another. Null for rows made any other way. The unique
 * indexes let many rows be null (SQLite and PostgreSQL alike) and keep two rows from one id.
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await database.schema.alterTable(table).addColumn('external_id', 'text').execute();
    await database.schema.createIndex(`${table}_external_id`).unique().on(table).column('external_id').execute();
  }
}

export async function down(database: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await database.schema.dropIndex(`${table}_external_id`).ifExists().execute();
    await database.schema.alterTable(table).dropColumn('external_id').execute();
  }
}
