import type { Kysely } from 'kysely';

/*
 * The derivation of packages/shared/src/profile.ts, repeated so this migration never changes
 * with it (a migration carries its own logic).
 */

/** "Zoë O'Brien" → "zoeobrien"; a name with no usable letters becomes "user". */
function handleBaseFrom(name: string): string {
  const letters = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 18);
  if (letters.length === 0) return 'user';
  return letters.length < 3 ? letters.padEnd(3, '0') : letters;
}

/** The first of base, base2, base3, … that is free. */
function firstFreeHandle(base: string, taken: (handle: string) => boolean): string {
  if (!taken(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}${suffix}`;
    if (!taken(candidate)) return candidate;
  }
}

/**
 * Public profiles and rated contests (issue 20). Every person gets a unique handle; existing
 * accounts get one derived from their first name, oldest account first so the plain name goes to
 * whoever was here first. Contests may be rated; `ratings_computed_at` is cleared whenever a rated
 * contest's final standings may have changed, and the rating changes it produced are recomputed.
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema.alterTable('users').addColumn('handle', 'text').execute();
  const db = database as Kysely<{
    users: { id: string; first_name: string; created_at: string; handle: string | null };
  }>;
  const users = await db.selectFrom('users').select(['id', 'first_name']).orderBy('created_at').orderBy('id').execute();
  const taken = new Set<string>();
  for (const user of users) {
    const handle = firstFreeHandle(handleBaseFrom(user.first_name), (candidate) => taken.has(candidate));
    taken.add(handle);
    await db.updateTable('users').set({ handle }).where('id', '=', user.id).execute();
  }
  await database.schema.createIndex('users_handle').unique().on('users').column('handle').execute();

  await database.schema
    .alterTable('contests')
    .addColumn('rated', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await database.schema.alterTable('contests').addColumn('ratings_computed_at', 'text').execute();

  await database.schema
    .createTable('rating_changes')
    .addColumn('contest_id', 'text', (column) => column.notNull().references('contests.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rank', 'integer', (column) => column.notNull())
    .addColumn('old_rating', 'integer', (column) => column.notNull())
    .addColumn('new_rating', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('rating_changes_pk', ['contest_id', 'user_id'])
    .execute();
  await database.schema.createIndex('rating_changes_user').on('rating_changes').column('user_id').execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await database.schema.dropTable('rating_changes').ifExists().execute();
  await database.schema.alterTable('contests').dropColumn('ratings_computed_at').execute();
  await database.schema.alterTable('contests').dropColumn('rated').execute();
  await database.schema.dropIndex('users_handle').ifExists().execute();
  await database.schema.alterTable('users').dropColumn('handle').execute();
}
