import type { Kysely } from 'kysely';

/**
 * A contest problem's own label and balloon colour (issue 32, item 5): a CLICS contest package names
 * its problems ("A", "P1"…) and colours them (`rgb` `#ff0000`, `color` red). Null where the contest
 * gives none: the problem is then called by its position's letter and has no colour.
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  for (const column of ['label', 'rgb', 'color'])
    await database.schema.alterTable('contest_problems').addColumn(column, 'text').execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  for (const column of ['color', 'rgb', 'label'])
    await database.schema.alterTable('contest_problems').dropColumn(column).execute();
}
