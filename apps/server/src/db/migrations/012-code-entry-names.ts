import type { Kysely } from 'kysely';

/** Only the columns this migration reads, as they were when it was written. */
type ProblemCode = { problems: { id: string; start_code: string; reference_code: string } };

type Entry = Record<string, unknown>;

/** Renames one key in every entry of a JSON list, leaving entries that already have the new key alone. */
function renameKey(json: string, from: string, to: string): string {
  const entries = JSON.parse(json) as Entry[];
  return JSON.stringify(
    entries.map((entry) => {
      if (!(from in entry) || to in entry) return entry;
      const { [from]: value, ...rest } = entry;
      return { ...rest, [to]: value };
    }),
  );
}

/** Rewrites every problem's two code lists, renaming the start entries' and the reference entries' code key. */
async function renameCodeKeys(
  untyped: Kysely<unknown>,
  keys: { start: [from: string, to: string]; reference: [from: string, to: string] },
): Promise<void> {
  const database = untyped as unknown as Kysely<ProblemCode>;
  const rows = await database.selectFrom('problems').select(['id', 'start_code', 'reference_code']).execute();
  for (const row of rows) {
    await database
      .updateTable('problems')
      .set({
        start_code: renameKey(row.start_code, ...keys.start),
        reference_code: renameKey(row.reference_code, ...keys.reference),
      })
      .where('id', '=', row.id)
      .execute();
  }
}

/**
 * Until issue 19 the problems table stored start and reference code in the original API's
 * spelling (`{language, initialcode}`, `{language, completecode}`); the app now keeps camelCase
 * inside and translates only at the API edge, so both lists become `{language, code}`.
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await renameCodeKeys(database, { start: ['initialcode', 'code'], reference: ['completecode', 'code'] });
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await renameCodeKeys(database, { start: ['code', 'initialcode'], reference: ['code', 'completecode'] });
}
