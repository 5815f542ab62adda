import type { Kysely } from 'kysely';

/**
 * Every problem gets a slug. Seeded problems already carry their folder name; problems made in
 * the create form had none, so export named their folder from the title and importing that export
 * created a duplicate. They get one from their title now, deduplicated with -2, -3... in creation
 * order. Uniqueness itself is the unique index 001 put on the column (NULLs aside, which are gone now).
 */
/** The columns this migration reads and writes, as they are at this point of the schema's history. */
type ProblemsAtThisPoint = { problems: { id: string; title: string; slug: string | null; created_at: string } };

/** Longest slug, in characters, when this migration was written. */
const SLUG_MAX_LENGTH = 64;

/**
 * A slug from a title, exactly as services/problems/slugs.ts made it when this migration was
 * written. A frozen copy, not an import: a later change to the live rules must not change what
 * this migration gives a database that is migrated later.
 */
export function slugFromTitle(title: string): string {
  const slug = title
    // é becomes e plus a combining accent, which is then dropped rather than turned into a hyphen.
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
  if (slug.length >= 2) return slug;
  return slug ? `problem-${slug}` : 'problem';
}

export async function up(database: Kysely<ProblemsAtThisPoint>): Promise<void> {
  const rows = await database
    .selectFrom('problems')
    .select(['id', 'title', 'slug'])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const taken = new Set(rows.flatMap((row) => (row.slug ? [row.slug] : [])));
  for (const row of rows) {
    if (row.slug) continue;
    const base = slugFromTitle(row.title);
    let slug = base;
    for (let number = 2; taken.has(slug); number += 1)
      slug = `${base.slice(0, SLUG_MAX_LENGTH - String(number).length - 1).replace(/-+$/, '')}-${number}`;
    taken.add(slug);
    await database.updateTable('problems').set({ slug }).where('id', '=', row.id).execute();
  }
}

/** Slugs stay: they are valid data, and 001's schema allows them. */
export async function down(): Promise<void> {}
