import type { Kysely } from 'kysely';

/** Only the columns this migration reads, as they were when it was written. */
type SubmissionMessages = { submissions: { id: string; verdict: string | null; error_message: string | null } };

/**
 * Until issue 8, a crash on a hidden test stored the program's stderr under the first line
 * ("Runtime Error (NZEC) on test 2\n<stderr>"), so a program could copy a hidden test to stderr and
 * read it back. Keeps only that first line (verdict and test number) of every message but compiler
 * output, which does not depend on the tests.
 */
export async function up(untyped: Kysely<unknown>): Promise<void> {
  const database = untyped as unknown as Kysely<SubmissionMessages>;
  const leaking = await database
    .selectFrom('submissions')
    .select(['id', 'error_message'])
    .where('verdict', '<>', 'Compilation Error')
    .where('error_message', 'like', '%\n%')
    .execute();
  for (const row of leaking) {
    const firstLine = (row.error_message ?? '').split('\n', 1)[0] ?? '';
    await database.updateTable('submissions').set({ error_message: firstLine }).where('id', '=', row.id).execute();
  }
}

/** The removed text is gone for good; there is nothing to restore. */
export async function down(): Promise<void> {}
