import { sql, type Kysely } from 'kysely';

/**
 * Which problem each seed package (a folder of `PROBLEMS_DIR`) became, and from which version of
 * its files. Before this table the seeder matched folders to problems by slug, so a seeded problem
 * an admin deleted came back at the next start, and one whose slug an admin changed came back as
 * a second copy. A deleted problem leaves its folder's row with no problem: the seeder then knows
 * to leave it deleted.
 *
 * Problems seeded before this migration are the ones with a source hash (only seeding sets one)
 * and still carry their folder's name as slug.
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema
    .createTable('seeded_packages')
    .addColumn('folder', 'text', (column) => column.primaryKey())
    .addColumn('problem_id', 'text', (column) => column.unique().references('problems.id').onDelete('set null'))
    .addColumn('source_hash', 'text', (column) => column.notNull())
    .addColumn('seeded_at', 'text', (column) => column.notNull())
    .execute();
  await sql`
    insert into seeded_packages (folder, problem_id, source_hash, seeded_at)
    select slug, id, source_hash, updated_at from problems where slug is not null and source_hash is not null
  `.execute(database);
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await database.schema.dropTable('seeded_packages').ifExists().execute();
}
