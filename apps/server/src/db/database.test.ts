import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { availableDialects, createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../testing/databases.js';
import { deleteProblem, insertProblem, listProblems, listSolvedProblems } from '../services/problems/problems.js';
import {
  createPendingSubmission,
  listPendingSubmissions,
  listSubmissions,
  recordOutcome,
} from '../services/submissions/submissions.js';
import { createUser } from '../services/users/users.js';
import { migrateToLatest, openDatabase, type DatabaseHandle } from './database.js';

const dialects = await availableDialects();

const problem = {
  slug: null,
  title: 'Sum',
  description: 'Add.',
  difficulty: 'easy' as const,
  tags: ['array'],
  visibleTests: [{ input: '1 2\n', output: '3\n', explanation: 'one plus two' }],
  hiddenTests: [{ input: '2 2\n', output: '4\n' }],
  startCode: [{ language: 'cpp', code: 'int main(){}' }],
  referenceCode: [{ language: 'cpp', code: 'int main(){}' }],
  timeLimitMs: 1000,
  memoryLimitMb: 256,
  checker: { kind: 'lines' as const },
  sourceHash: null,
};

describe.each(dialects)('data layer on %s', (dialect) => {
  let testDatabase: TestDatabase;
  let database: DatabaseHandle;

  afterEach(async () => {
    await database?.destroy();
    await testDatabase?.drop();
  });

  const open = async () => {
    testDatabase = await createTestDatabase(dialect);
    database = openDatabase(testDatabase.settings);
    await migrateToLatest(database);
  };

  it('migrates twice without harm', async () => {
    await open();
    await migrateToLatest(database);
    expect(await listProblems(database, { audience: 'practice', nowMs: Date.now(), reach: [] })).toEqual([]);
  });

  it('stores problems, submissions and outcomes, and marks a problem solved only when accepted', async () => {
    await open();
    const user = await createUser(database, {
      firstName: 'Ada',
      email: 'ada@example.com',
      password: 'Secret1!',
      nowMs: Date.now(),
    });
    const problemId = await insertProblem(database, problem, Date.now());
    expect(await listProblems(database, { audience: 'practice', nowMs: Date.now(), reach: [] })).toEqual([
      { _id: problemId, title: 'Sum', difficulty: 'easy', tags: ['array'], acceptanceRate: null },
    ]);

    const wrong = await createPendingSubmission(database, {
      userId: user._id,
      problemId,
      language: 'cpp',
      code: 'x',
      contestId: null,
      testsTotal: 1,
      createdMs: Date.now(),
    });
    expect(await listPendingSubmissions(database)).toEqual([
      { id: wrong.id, userId: user._id, pendingSince: wrong.created_at, rejudgedAt: null },
    ]);
    await recordOutcome(
      database,
      wrong,
      {
        status: 'wrong',
        runtime: 0.01,
        memory: 1200,
        testsPassed: 0,
        testsTotal: 1,
        errorMessage: 'Wrong Answer on test 1',
        verdict: 'Wrong Answer',
      },
      Date.now(),
    );
    expect(await listSolvedProblems(database, { userId: user._id, reach: [] })).toEqual([]);

    const accepted = await createPendingSubmission(database, {
      userId: user._id,
      problemId,
      language: 'cpp',
      code: 'y',
      contestId: null,
      testsTotal: 1,
      createdMs: Date.now(),
    });
    await recordOutcome(
      database,
      accepted,
      {
        status: 'accepted',
        runtime: 0.02,
        memory: 1300,
        testsPassed: 1,
        testsTotal: 1,
        errorMessage: null,
        verdict: 'Accepted',
      },
      Date.now(),
    );
    await recordOutcome(
      database,
      accepted,
      {
        status: 'accepted',
        runtime: 0.02,
        memory: 1300,
        testsPassed: 1,
        testsTotal: 1,
        errorMessage: null,
        verdict: 'Accepted',
      },
      Date.now(),
    );
    expect((await listSolvedProblems(database, { userId: user._id, reach: [] })).map((entry) => entry._id)).toEqual([
      problemId,
    ]);

    const submissions = await listSubmissions(database, { userId: user._id, problemId });
    expect(submissions.map((entry) => entry.status).sort()).toEqual(['accepted', 'wrong']);
    expect(submissions.find((entry) => entry.status === 'accepted')).toMatchObject({
      runtime: 0.02,
      memory: 1300,
      testCasesPassed: 1,
      testCasesTotal: 1,
    });
    expect(await listPendingSubmissions(database)).toEqual([]);

    await deleteProblem(database, problemId);
    expect(await listSubmissions(database, { userId: user._id, problemId })).toEqual([]);
    expect(await listSolvedProblems(database, { userId: user._id, reach: [] })).toEqual([]);
  });

  it('keeps emails unique', async () => {
    await open();
    await createUser(database, { firstName: 'A', email: 'same@example.com', password: 'Secret1!', nowMs: Date.now() });
    await expect(
      createUser(database, { firstName: 'B', email: 'SAME@example.com', password: 'Secret1!', nowMs: Date.now() }),
    ).rejects.toMatchObject({ status: 409 });
  });
});

describe.skipIf(!dialects.includes('postgres'))('PostgreSQL connections', () => {
  it('outlives an idle connection the server drops, and opens a new one for the next query', async () => {
    const testDatabase = await createTestDatabase('postgres');
    const database = openDatabase(testDatabase.settings);
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database);
      const pid = rows[0]!.pid;
      // The pooled connection now sits idle; ending it from the server side fires the pool's 'error',
      // which discards it (and says so).
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await vi.waitFor(() =>
        expect(reported).toHaveBeenCalledWith(expect.stringContaining('an idle connection failed and was discarded')),
      );
      const again = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database);
      expect(again.rows[0]!.pid).not.toBe(pid);
    } finally {
      reported.mockRestore();
      await admin.end();
      await database.destroy();
      await testDatabase.drop();
    }
  });
});

describe('SQLite statements', () => {
  it('are reused safely: new parameters, after a stream of the same query, after a schema change', async () => {
    const testDatabase = await createTestDatabase('sqlite');
    const database = openDatabase(testDatabase.settings);
    try {
      await migrateToLatest(database);
      for (const name of ['Ann', 'Bob', 'Cy'])
        await createUser(database, {
          firstName: name,
          email: `${name}@example.com`,
          password: 'Secret1!',
          nowMs: Date.now(),
        });
      const byEmail = (email: string) =>
        database.selectFrom('users').select('first_name').where('email', '=', email).executeTakeFirst();
      expect((await byEmail('ann@example.com'))?.first_name).toBe('Ann');
      expect((await byEmail('bob@example.com'))?.first_name).toBe('Bob');

      const everyone = () => database.selectFrom('users').selectAll().orderBy('first_name');
      const seen: string[] = [];
      // Kysely holds SQLite's one connection for a stream, so the same query runs again only after it.
      for await (const row of everyone().stream()) seen.push(row.first_name);
      expect(seen).toEqual(['Ann', 'Bob', 'Cy']);
      expect(await everyone().execute()).toHaveLength(3);

      await sql`alter table users add column nickname text`.execute(database);
      expect(Object.keys((await everyone().execute())[0]!)).toContain('nickname');
    } finally {
      await database.destroy();
      await testDatabase.drop();
    }
  });
});

describe('indexes', () => {
  it('count verdicts per problem (the acceptance rates) from an index alone', async () => {
    const testDatabase = await createTestDatabase('sqlite');
    const database = openDatabase(testDatabase.settings);
    try {
      await migrateToLatest(database);
      const plan = await sql<{
        detail: string;
      }>`explain query plan select problem_id, count(*), sum(case when status = 'accepted' then 1 else 0 end) from submissions where status != 'pending' group by problem_id`.execute(
        database,
      );
      expect(plan.rows.map((row) => row.detail).join('\n')).toContain(
        'USING COVERING INDEX submissions_problem_status',
      );
    } finally {
      await database.destroy();
      await testDatabase.drop();
    }
  });
});
