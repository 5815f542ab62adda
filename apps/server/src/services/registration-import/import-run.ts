import {
  firstIssueMessage,
  importMessages,
  type ImportCredential,
  type ImportedObject,
  type RegistrationKind,
} from '@codeyard/shared';
import type { z } from 'zod';
import type { DatabaseHandle } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { isUniqueViolation } from '../teams/unique-names.js';

/** One object of a file, with where it came from ("teams.json #3", "teams.tsv line 4"). */
export type RegistrationEntry = { source: string; value: unknown };

/** What one import is given: each kind's entries, in file order. */
export type RegistrationInput = Partial<Record<RegistrationKind, RegistrationEntry[]>>;

/** One import in progress: what it writes with, and what it learns as it goes. */
export type ImportRun = {
  database: DatabaseHandle;
  nowMs: number;
  /** CLICS ids refused so far, per kind: a reference to one is refused saying so. */
  refusedIds: Record<RegistrationKind, Set<string>>;
  /** Passwords set or given, for the credentials sheets; kept in this answer only. */
  credentials: ImportCredential[];
};

/** What became of an object that was not refused. */
export type ImportedResult = { outcome: 'created' | 'updated' | 'unchanged'; object: ImportedObject };

/** An object refused for a reason its author can act on; the import goes on with the next one. */
export class RefusedEntry extends Error {}

/** The entry parsed by `schema`, or refused with the first reason the parse gives. */
export function parseEntry<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new RefusedEntry(firstIssueMessage(parsed.error));
  return parsed.data;
}

/**
 * Refusals a service throws (a name taken, 409) are an object's refusal here, not the import's
 * failure; so is a unique index refusing a row another admin wrote meanwhile. Anything else (the
 * database away) stops the import: what was written stays, and importing again finishes it.
 */
export function refusalReason(error: unknown): string | null {
  if (error instanceof RefusedEntry) return error.message;
  if (error instanceof AppError && (error.code === 'BAD_REQUEST' || error.code === 'CONFLICT')) return error.message;
  if (!(error instanceof AppError) && isUniqueViolation(error)) return importMessages.raced;
  return null;
}

const REFERENCE_TABLES = {
  organizations: { table: 'organizations', word: 'organisation' },
  groups: { table: 'categories', word: 'group' },
  teams: { table: 'teams', word: 'team' },
} as const;

/**
 * Our id of the object a CLICS id names (imported in this run or an earlier one); refused when
 * there is none, saying whether it was refused just now or never imported.
 */
export async function referencedId(
  run: ImportRun,
  kind: keyof typeof REFERENCE_TABLES,
  externalId: string,
): Promise<string> {
  const { table, word } = REFERENCE_TABLES[kind];
  const row = await run.database
    .selectFrom(table)
    .select('id')
    .where('external_id', '=', externalId)
    .executeTakeFirst();
  if (row) return row.id;
  throw new RefusedEntry(
    run.refusedIds[kind].has(externalId)
      ? importMessages.refusedReference(word, externalId)
      : importMessages.unknownReference(word, externalId),
  );
}

/** The CLICS id an entry gives, when it gives a usable one (for naming a refused entry). */
export function entryId(value: unknown): string | null {
  const id = (value as { id?: unknown } | null)?.id;
  if (typeof id === 'string' && id.trim() !== '') return id.trim();
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  return null;
}

/** The name an entry goes by, when it gives one (for naming a refused entry). */
export function entryName(value: unknown): string | null {
  const entry = (value ?? {}) as { display_name?: unknown; name?: unknown; username?: unknown };
  for (const name of [entry.display_name, entry.username, entry.name])
    if (typeof name === 'string' && name.trim() !== '') return name.trim();
  return null;
}
