import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import { AppError } from '../../errors.js';

type NamedTable = 'organizations' | 'categories' | 'teams';

/**
 * Names of teams, organisations and categories are unique in any case ("MIT" and "mit" are one);
 * `exceptId` leaves out the row being renamed. Answers 409 with `message` when the name is taken.
 */
export async function requireFreeName(
  database: DatabaseHandle,
  options: { table: NamedTable; name: string; exceptId?: string; message: string },
): Promise<void> {
  let query = database
    .selectFrom(options.table)
    .select('id')
    .where(sql<string>`lower(name)`, '=', options.name.toLowerCase());
  if (options.exceptId) query = query.where('id', '!=', options.exceptId);
  if (await query.executeTakeFirst()) throw new AppError('CONFLICT', options.message, { field: 'name' });
}

/** SQLite's and PostgreSQL's words for a unique index refusing a row (two admins racing to one name). */
export function isUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    (typeof message === 'string' && message.includes('UNIQUE constraint failed'))
  );
}

/** A 400 naming the field, as a failed zod parse answers (http/errors.ts). */
export function badField(path: string, message: string): AppError {
  return new AppError('BAD_REQUEST', message, { errors: [{ path, message }] });
}
