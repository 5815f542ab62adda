import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { HANDLE_PATTERN } from '@codeyard/shared';
import { availableDialects, createTestDatabase, type TestDatabase } from '../../testing/databases.js';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../database.js';
import { down, up } from './014-handles-and-ratings.js';

const dialects = await availableDialects();

describe.each(dialects)('migration 014 gives every existing account a handle, on %s', (dialect) => {
  let testDatabase: TestDatabase;
  let database: DatabaseHandle;

  afterEach(async () => {
    await database?.destroy();
    await testDatabase?.drop();
  });

  it('derives unique handles from first names, oldest account first, and can be undone', async () => {
    testDatabase = await createTestDatabase(dialect);
    database = openDatabase(testDatabase.settings);
    await migrateToLatest(database);
    await down(database);
    const names = ['Zoë', 'zoe', 'Al', '李', '', 'Mary-Jane O’Neil'];
    for (const [index, name] of names.entries())
      await sql`insert into users (id, first_name, last_name, email, password_hash, role, created_at)
        values (${`u${index}`}, ${name}, null, ${`u${index}@example.com`}, 'x', 'user', ${`2026-01-0${index + 1}T00:00:00.000Z`})`.execute(
        database,
      );

    await up(database);
    const rows = await database.selectFrom('users').select(['id', 'handle']).orderBy('id').execute();
    expect(rows.map((row) => row.handle)).toEqual(['zoe', 'zoe2', 'al0', 'user', 'user2', 'maryjaneoneil']);
    for (const row of rows) expect(row.handle).toMatch(HANDLE_PATTERN);
    await expect(
      database.updateTable('users').set({ handle: 'zoe' }).where('id', '=', 'u1').execute(),
      'the index keeps handles unique',
    ).rejects.toThrow();
  });
});
