import { sql } from 'kysely';
import {
  teamMessages as messages,
  type CategoryChanges,
  type CategoryFields,
  type CategoryView,
} from '@codeyard/shared';
import type { DatabaseHandle } from '../../db/database.js';
import type { CategoriesTable } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { newId, nowIso } from '../ids.js';
import { requireFreeName } from './unique-names.js';

export function categoryView(row: CategoriesTable): CategoryView {
  return { _id: row.id, name: row.name, hidden: row.hidden === 1, createdAt: row.created_at };
}

export async function listCategories(database: DatabaseHandle): Promise<CategoryView[]> {
  const rows = await database.selectFrom('categories').selectAll().orderBy('name').orderBy('id').execute();
  return rows.map(categoryView);
}

export async function getCategory(database: DatabaseHandle, id: string): Promise<CategoryView> {
  const row = await database.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', messages.categoryNotFound);
  return categoryView(row);
}

/** A category by its id, or else by its name in any case (a team's `category`); null: none. */
export async function findCategory(database: DatabaseHandle, idOrName: string): Promise<CategoryView | null> {
  const row = await database
    .selectFrom('categories')
    .selectAll()
    .where((builder) =>
      builder.or([builder('id', '=', idOrName), builder(sql<string>`lower(name)`, '=', idOrName.toLowerCase())]),
    )
    // An id matching wins over another category's name.
    .orderBy(sql`case when id = ${idOrName} then 0 else 1 end`)
    .executeTakeFirst();
  return row ? categoryView(row) : null;
}

export async function createCategory(
  database: DatabaseHandle,
  options: { input: CategoryFields; nowMs: number },
): Promise<CategoryView> {
  const { input } = options;
  await requireFreeName(database, {
    table: 'categories',
    name: input.name,
    message: messages.categoryTaken(input.name),
  });
  const row: CategoriesTable = {
    id: newId(),
    name: input.name,
    hidden: input.hidden ? 1 : 0,
    created_at: nowIso(options.nowMs),
  };
  await database.insertInto('categories').values(row).execute();
  return categoryView(row);
}

export async function updateCategory(
  database: DatabaseHandle,
  options: { id: string; input: CategoryChanges },
): Promise<CategoryView> {
  const { id, input } = options;
  await getCategory(database, id);
  if (input.name !== undefined)
    await requireFreeName(database, {
      table: 'categories',
      name: input.name,
      exceptId: id,
      message: messages.categoryTaken(input.name),
    });
  const changes: Partial<CategoriesTable> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.hidden !== undefined) changes.hidden = input.hidden ? 1 : 0;
  if (Object.keys(changes).length > 0)
    await database.updateTable('categories').set(changes).where('id', '=', id).execute();
  return getCategory(database, id);
}

/** Refused (409) while a team is in it. */
export async function deleteCategory(database: DatabaseHandle, id: string): Promise<void> {
  await getCategory(database, id);
  const { count } = await database
    .selectFrom('teams')
    .select((builder) => builder.fn.countAll<number>().as('count'))
    .where('category_id', '=', id)
    .executeTakeFirstOrThrow();
  if (Number(count) > 0) throw new AppError('CONFLICT', messages.categoryInUse(Number(count)));
  await database.deleteFrom('categories').where('id', '=', id).execute();
}
