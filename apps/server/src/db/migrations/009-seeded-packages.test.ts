import { afterEach, describe, expect, it } from 'vitest';
import { deleteProblem, insertProblem } from '../../services/problems/problems.js';
import { availableDialects, createTestDatabase, type TestDatabase } from '../../testing/databases.js';
import { sumProblem } from '../../testing/fixture-problem.js';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../database.js';
import { down, up } from './009-seeded-packages.js';

const dialects = await availableDialects();

describe.each(dialects)('migration 009 remembers which problems were seeded, on %s', (dialect) => {
  let testDatabase: TestDatabase;
  let database: DatabaseHandle;

  afterEach(async () => {
    await database?.destroy();
    await testDatabase?.drop();
  });

  it('records the problems seeding made (they have a source hash) under their folder, and forgets a deleted one', async () => {
    testDatabase = await createTestDatabase(dialect);
    database = openDatabase(testDatabase.settings);
    await migrateToLatest(database);
    await down(database);
    const seeded = await insertProblem(
      database,
      sumProblem({ slug: 'two-sum', sourceHash: 'hash-of-two-sum' }),
      Date.now(),
    );
    await insertProblem(database, sumProblem({ slug: 'made-in-the-form', sourceHash: null }), Date.now());

    await up(database);

    const rows = await database.selectFrom('seeded_packages').select(['folder', 'problem_id', 'source_hash']).execute();
    expect(rows).toEqual([{ folder: 'two-sum', problem_id: seeded, source_hash: 'hash-of-two-sum' }]);
    await deleteProblem(database, seeded);
    expect(await database.selectFrom('seeded_packages').select(['folder', 'problem_id']).execute()).toEqual([
      { folder: 'two-sum', problem_id: null },
    ]);
  });
});
