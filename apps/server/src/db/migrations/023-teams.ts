import type { Kysely } from 'kysely';

/**
 * Teams, their organisations and categories (issue 34, item 1). A person is in at most one team
 * overall, so team_members is keyed by the user; a team's members are found by the second index.
 * Names are unique in any case, which the services check (lower(name)) before writing; the unique
 * indexes on the names as written catch a race between two admins.
 *
 * Team contests (item 2): `contests.teams` 1 makes a contest one of teams, and a registration keeps
 * the team its member took part for (`contest_participants.team_id`), so a later move between teams
 * does not rewrite a contest's board.
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema
    .createTable('organizations')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull().unique())
    .addColumn('formal_name', 'text', (column) => column.notNull())
    // ISO 3166-1 alpha-3, or null.
    .addColumn('country', 'text')
    .addColumn('logo_url', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await database.schema
    .createTable('categories')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull().unique())
    .addColumn('hidden', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await database.schema
    .createTable('teams')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull().unique())
    // Deleting an organisation or category a team uses is refused by the services; the keys keep it so.
    .addColumn('organization_id', 'text', (column) => column.references('organizations.id'))
    .addColumn('category_id', 'text', (column) => column.references('categories.id'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await database.schema
    .createTable('team_members')
    .addColumn('user_id', 'text', (column) => column.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('team_id', 'text', (column) => column.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('added_at', 'text', (column) => column.notNull())
    .execute();
  await database.schema.createIndex('team_members_team').on('team_members').columns(['team_id']).execute();
  await database.schema
    .alterTable('contests')
    .addColumn('teams', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  // No foreign key: a deleted team's contests keep their board under its id (and name, see standings).
  await database.schema.alterTable('contest_participants').addColumn('team_id', 'text').execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await database.schema.alterTable('contest_participants').dropColumn('team_id').execute();
  await database.schema.alterTable('contests').dropColumn('teams').execute();
  for (const table of ['team_members', 'teams', 'categories', 'organizations'])
    await database.schema.dropTable(table).ifExists().execute();
}
