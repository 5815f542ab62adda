import type { Kysely } from 'kysely';
import { slugify } from '../../services/problems/slugs.js';

/**
 * Every problem gets a slug. Seeded problems already carry their folder name; problems made in
 * the create form had none, so export named their folder from the title and importing that export
 * created a duplicate. They get one from their title now, deduplicated with -2, -3... in creation
 * order. Uniqueness itself is the unique index 001 put on the column (NULLs aside, which are gone now).
 */
/** The columns this migration reads and writes, as they are at this point of the schema's history. */
type ProblemsAtThisPoint = { problems: { id: string; title: string; slug: string | null; created_at: string } };

export async function up(database: Kysely<ProblemsAtThisPoint>): Promise<void> {
  const rows = await database.selectFrom('problems').select(['id', 'title', 'slug']).orderBy('created_at').orderBy('id').execute();
  const taken = new Set(rows.flatMap((row) => (row.slug ? [row.slug] : [])));
  for (const row of rows) {
    if (row.slug) continue;
    const base = slugify(row.title);
    let slug = base;
    for (let number = 2; taken.has(slug); number += 1) slug = `${base.slice(0, 64 - String(number).length - 1).replace(/-+$/, '')}-${number}`;
    taken.add(slug);
    await database.updateTable('problems').set({ slug }).where('id', '=', row.id).execute();
  }
}

/** Slugs stay: they are valid data, and 001's schema allows them. */
export async function down(): Promise<void> {}
