import type { CodeDraft, SolverLanguage } from '@codeyard/shared';
import type { DatabaseHandle } from '../../db/database.js';
import { nowIso } from '../ids.js';

/** Every draft the user keeps for this problem, one per language. */
export async function listDrafts(
  database: DatabaseHandle,
  options: { userId: string; problemId: string },
): Promise<CodeDraft[]> {
  const rows = await database
    .selectFrom('code_drafts')
    .select(['language', 'code', 'updated_at'])
    .where('user_id', '=', options.userId)
    .where('problem_id', '=', options.problemId)
    .orderBy('language')
    .execute();
  return rows.map((row) => ({ language: row.language, code: row.code, updatedAt: row.updated_at }));
}

/** Creates or replaces the user's draft for this problem and language. */
export async function saveDraft(
  database: DatabaseHandle,
  options: { userId: string; problemId: string; language: SolverLanguage; code: string; nowMs: number },
): Promise<CodeDraft> {
  const updatedAt = nowIso(options.nowMs);
  await database
    .insertInto('code_drafts')
    .values({
      user_id: options.userId,
      problem_id: options.problemId,
      language: options.language,
      code: options.code,
      updated_at: updatedAt,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'problem_id', 'language'])
        .doUpdateSet({ code: options.code, updated_at: updatedAt }),
    )
    .execute();
  return { language: options.language, code: options.code, updatedAt };
}

/** Forgets the draft (Reset): the start code shows again, here and in the user's other browsers. */
export async function deleteDraft(
  database: DatabaseHandle,
  options: { userId: string; problemId: string; language: SolverLanguage },
): Promise<void> {
  await database
    .deleteFrom('code_drafts')
    .where('user_id', '=', options.userId)
    .where('problem_id', '=', options.problemId)
    .where('language', '=', options.language)
    .execute();
}
