import type { Kysely } from 'kysely';

/**
 * Scored problems and IOI-style contests (issue 21). A problem's `scoring` is the judge's test-group
 * tree over its hidden tests (null: pass-fail, as every problem so far); a submission to a scored
 * problem keeps its score, the maximum and each group's result. A contest ranks by ICPC rules (every
 * contest so far) or IOI ones, where each problem counts the best score.
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema.alterTable('problems').addColumn('scoring', 'text').execute();
  await database.schema.alterTable('submissions').addColumn('score', 'double precision').execute();
  await database.schema.alterTable('submissions').addColumn('max_score', 'double precision').execute();
  await database.schema.alterTable('submissions').addColumn('groups', 'text').execute();
  await database.schema
    .alterTable('contests')
    .addColumn('scoring', 'text', (column) => column.notNull().defaultTo('icpc'))
    .execute();
  await database.schema
    .alterTable('contests')
    .addColumn('ioi_score_mode', 'text', (column) => column.notNull().defaultTo('best-submission'))
    .execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await database.schema.alterTable('contests').dropColumn('ioi_score_mode').execute();
  await database.schema.alterTable('contests').dropColumn('scoring').execute();
  await database.schema.alterTable('submissions').dropColumn('groups').execute();
  await database.schema.alterTable('submissions').dropColumn('max_score').execute();
  await database.schema.alterTable('submissions').dropColumn('score').execute();
  await database.schema.alterTable('problems').dropColumn('scoring').execute();
}
