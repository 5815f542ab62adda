import { clicsGroupSchema, teamMessages } from '@codeyard/shared';
import type { CategoriesTable } from '../../db/schema.js';
import { newId, nowIso } from '../ids.js';
import { requireFreeName } from '../teams/unique-names.js';
import { parseEntry, type ImportedResult, type ImportRun } from './import-run.js';

/**
 * A CLICS group as a category, created or updated by its id. `hidden` left out (CLICS 2023-06 has
 * no such field; DOMjudge's files do) keeps what the category has, so re-importing a registration
 * system's groups does not undo the jury hiding one.
 */
export async function importGroup(run: ImportRun, value: unknown): Promise<ImportedResult> {
  const group = parseEntry(clicsGroupSchema, value);
  const { database } = run;
  const existing = await database
    .selectFrom('categories')
    .selectAll()
    .where('external_id', '=', group.id)
    .executeTakeFirst();
  await requireFreeName(database, {
    table: 'categories',
    name: group.name,
    exceptId: existing?.id,
    message: teamMessages.categoryTaken(group.name),
  });

  if (!existing) {
    const row: CategoriesTable = {
      id: newId(),
      name: group.name,
      hidden: group.hidden ? 1 : 0,
      created_at: nowIso(run.nowMs),
      external_id: group.id,
    };
    await database.insertInto('categories').values(row).execute();
    return { outcome: 'created', object: { id: group.id, name: row.name, _id: row.id } };
  }

  const changes: Partial<CategoriesTable> = {};
  if (existing.name !== group.name) changes.name = group.name;
  if (group.hidden != null && existing.hidden !== (group.hidden ? 1 : 0)) changes.hidden = group.hidden ? 1 : 0;
  const object = { id: group.id, name: group.name, _id: existing.id };
  if (Object.keys(changes).length === 0) return { outcome: 'unchanged', object };
  await database.updateTable('categories').set(changes).where('id', '=', existing.id).execute();
  return { outcome: 'updated', object };
}
