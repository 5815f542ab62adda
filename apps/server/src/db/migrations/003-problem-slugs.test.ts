import { afterEach, describe, expect, it } from 'vitest';
import { availableDialects, createTestDatabase, type TestDatabase } from '../../testing/databases.js';
import { openDatabase, type DatabaseHandle } from '../database.js';
import * as initial from './001-initial.js';
import * as problemSlugs from './003-problem-slugs.js';

const dialects = await availableDialects();

describe('the slug migration 003 gives a title (its own frozen copy of slugify)', () => {
  it.each([
    ['Two Sum', 'two-sum'],
    ['  Crème Brûlée: the sequel!  ', 'creme-brulee-the-sequel'],
    ['A', 'problem-a'],
    ['日本語', 'problem'],
    ['x'.repeat(100), 'x'.repeat(64)],
  ])('%j becomes %j', (title, slug) => {
    expect(problemSlugs.slugFromTitle(title)).toBe(slug);
  });
});

describe.each(dialects)('migration 003 backfills slugs (%s)', (dialect) => {
  let testDatabase: TestDatabase | undefined;
  let database: DatabaseHandle | undefined;
  afterEach(async () => {
    await database?.destroy();
    await testDatabase?.drop();
  });

  it('keeps seeded folder names and gives form-made problems unique slugs from their titles', async () => {
    testDatabase = await createTestDatabase(dialect);
    database = openDatabase(testDatabase.settings);
    await initial.up(database);
    const row = (id: string, title: string, slug: string | null, createdAt: string) => ({
      id,
      slug,
      title,
      description: 'd',
      difficulty: 'easy',
      tags: '[]',
      visible_tests: '[]',
      hidden_tests: '[]',
      start_code: '[]',
      reference_code: '[]',
      time_limit_ms: 1000,
      memory_limit_mb: 64,
      checker: '{"kind":"lines"}',
      source_hash: null,
      created_at: createdAt,
      updated_at: createdAt,
    });
    await database
      .insertInto('problems')
      .values([
        row('seeded', 'Two Sum', 'two-sum', '2026-01-01T00:00:00.000Z'),
        row('first', 'Two Sum', null, '2026-01-02T00:00:00.000Z'),
        row('second', 'Two sum!', null, '2026-01-03T00:00:00.000Z'),
        row('other', 'Island Count', null, '2026-01-04T00:00:00.000Z'),
      ])
      .execute();

    await problemSlugs.up(database);

    const slugs = Object.fromEntries(
      (await database.selectFrom('problems').select(['id', 'slug']).execute()).map((entry) => [entry.id, entry.slug]),
    );
    expect(slugs).toEqual({ seeded: 'two-sum', first: 'two-sum-2', second: 'two-sum-3', other: 'island-count' });
  });
});
