import { afterEach, describe, expect, it } from 'vitest';
import { availableDialects, createTestDatabase, type TestDatabase } from '../../testing/databases.js';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../database.js';
import { down, up } from './024-external-ids.js';

const dialects = await availableDialects();

describe.each(dialects)('migration 024 keys imported rows by their CLICS id, on %s', (dialect) => {
  let testDatabase: TestDatabase;
  let database: DatabaseHandle;

  afterEach(async () => {
    await database?.destroy();
    await testDatabase?.drop();
  });

  const category = (id: string, externalId: string | null) => ({
    id,
    name: `Category ${id}`,
    hidden: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    external_id: externalId,
  });

  it('lets many rows have none, refuses two rows of one id, and can be undone', async () => {
    testDatabase = await createTestDatabase(dialect);
    database = openDatabase(testDatabase.settings);
    await migrateToLatest(database);

    await database
      .insertInto('categories')
      .values([category('c1', null), category('c2', null), category('c3', 'students')])
      .execute();
    await expect(
      database.insertInto('categories').values(category('c4', 'students')).execute(),
      'the index keeps one row per CLICS id',
    ).rejects.toThrow();

    await down(database);
    const columns = (await database.introspection.getTables()).find((table) => table.name === 'categories')?.columns;
    expect(columns?.map((column) => column.name)).not.toContain('external_id');
    await up(database);
    const rows = await database.selectFrom('categories').select(['id', 'external_id']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'c1', external_id: null },
      { id: 'c2', external_id: null },
      { id: 'c3', external_id: null },
    ]);
  });
});
