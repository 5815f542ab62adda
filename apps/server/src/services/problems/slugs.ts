import { PROBLEM_SLUG_MAX_LENGTH } from '@codeyard/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';

/** A slug from any text: lowercase ASCII letters and digits joined by single hyphens, 2–64 characters. */
export function slugify(text: string): string {
  const slug = text
    // é becomes e plus a combining accent, which is then dropped rather than turned into a hyphen.
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, PROBLEM_SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
  if (slug.length >= 2) return slug;
  return slug ? `problem-${slug}` : 'problem';
}

/** `base`, or `base-2`, `base-3`... (shortened to fit 64 characters): the first no other problem uses. */
export async function uniqueSlug(database: Kysely<Database>, base: string, exceptProblemId?: string): Promise<string> {
  const stem = base.slice(0, PROBLEM_SLUG_MAX_LENGTH - 4).replace(/-+$/, '');
  let query = database
    .selectFrom('problems')
    .select('slug')
    .where((where) => where.or([where('slug', '=', base), where('slug', 'like', `${stem}-%`)]));
  if (exceptProblemId) query = query.where('id', '!=', exceptProblemId);
  const taken = new Set((await query.execute()).map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let number = 2; ; number += 1) {
    const suffix = `-${number}`;
    const candidate = `${base.slice(0, PROBLEM_SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** An admin's chosen slug must not name another problem: import and seeding find problems by it. */
export async function assertSlugFree(database: Kysely<Database>, slug: string, problemId: string): Promise<void> {
  const owner = await database
    .selectFrom('problems')
    .select('id')
    .where('slug', '=', slug)
    .where('id', '!=', problemId)
    .executeTakeFirst();
  if (owner) throw new AppError('BAD_REQUEST', `The slug "${slug}" is already used by another problem`);
}
