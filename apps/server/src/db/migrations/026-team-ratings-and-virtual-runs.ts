import type { Kysely } from 'kysely';

/**
 * The rest of team contests (issue 34, item 2).
 *
 * A rated team contest rates its teams: `team_rating_changes` is `rating_changes` for teams, a pool
 * of its own (a person's rating never moves in a team contest). Like `contest_participants.team_id`,
 * `team_id` has no foreign key: a deleted team's place on a past board still took part in rating
 * the others, and a replay reads the board as it is.
 *
 * A virtual run of a team contest is its team's: one row per member it was started for, each
 * keeping the team (`team_id`, so a later move between teams does not move the run's submissions)
 * and who started it (`started_by`, so a teammate is told whose run it is). Both are null for a
 * person's run.
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema
    .createTable('team_rating_changes')
    .addColumn('contest_id', 'text', (column) => column.notNull().references('contests.id').onDelete('cascade'))
    .addColumn('team_id', 'text', (column) => column.notNull())
    .addColumn('rank', 'integer', (column) => column.notNull())
    .addColumn('old_rating', 'integer', (column) => column.notNull())
    .addColumn('new_rating', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('team_rating_changes_pk', ['contest_id', 'team_id'])
    .execute();
  await database.schema.createIndex('team_rating_changes_team').on('team_rating_changes').column('team_id').execute();
  await database.schema.alterTable('virtual_participations').addColumn('team_id', 'text').execute();
  await database.schema.alterTable('virtual_participations').addColumn('started_by', 'text').execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await database.schema.alterTable('virtual_participations').dropColumn('started_by').execute();
  await database.schema.alterTable('virtual_participations').dropColumn('team_id').execute();
  await database.schema.dropTable('team_rating_changes').ifExists().execute();
}
