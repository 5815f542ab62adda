import { afterEach, describe, expect, it } from 'vitest';
import { getProblem, insertProblem } from '../../services/problems/problems.js';
import { availableDialects, createTestDatabase, type TestDatabase } from '../../testing/databases.js';
import { sumProblem } from '../../testing/fixture-problem.js';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../database.js';
import { down, up } from './012-code-entry-names.js';

const dialects = await availableDialects();

describe.each(dialects)('migration 012 stores start and reference code as {language, code}, on %s', (dialect) => {
  let testDatabase: TestDatabase;
  let database: DatabaseHandle;

  afterEach(async () => {
    await database?.destroy();
    await testDatabase?.drop();
  });

  async function storedCode(problemId: string) {
    const row = await database
      .selectFrom('problems')
      .select(['start_code', 'reference_code'])
      .where('id', '=', problemId)
      .executeTakeFirstOrThrow();
    return { start: JSON.parse(row.start_code) as object[], reference: JSON.parse(row.reference_code) as object[] };
  }

  it('renames initialcode and completecode to code, keeps the text, and can be undone', async () => {
    testDatabase = await createTestDatabase(dialect);
    database = openDatabase(testDatabase.settings);
    await migrateToLatest(database);
    const problem = sumProblem({ slug: 'sum' });
    const id = await insertProblem(database, problem, Date.now());

    await down(database);
    const legacy = await storedCode(id);
    expect(legacy.start[0]).toEqual({
      language: problem.startCode[0]?.language,
      initialcode: problem.startCode[0]?.code,
    });
    expect(legacy.reference[0]).toEqual({
      language: problem.referenceCode[0]?.language,
      completecode: problem.referenceCode[0]?.code,
    });

    await up(database);
    const stored = await getProblem(database, id);
    expect(stored.startCode).toEqual(problem.startCode);
    expect(stored.referenceCode).toEqual(problem.referenceCode);

    // Run twice (or over a row already in the new shape), it changes nothing.
    await up(database);
    expect((await getProblem(database, id)).startCode).toEqual(problem.startCode);
  });
});
