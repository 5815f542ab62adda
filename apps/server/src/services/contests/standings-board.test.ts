import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicUser } from '@codeyard/shared';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../db/database.js';
import { availableDialects, createTestDatabase, type TestDatabase } from '../../testing/databases.js';
import { sumProblem } from '../../testing/fixture-problem.js';
import { newId } from '../ids.js';
import { insertProblem } from '../problems/problems.js';
import { createContest } from './contests.js';
import { StandingsBoards } from './standings-board.js';

const dialects = await availableDialects();

// The race needs real asynchronous queries: PostgreSQL shows it; SQLite's answer in the same tick.
describe.each(dialects)('the in-memory standings board on %s', (dialect) => {
  let testDatabase: TestDatabase;
  let database: DatabaseHandle;
  let contestId: string;
  let problemId: string;
  const viewer: PublicUser = { _id: 'viewer', firstName: 'Vi', lastName: null, emailid: 'vi@example.com', role: 'user' };

  const addUser = async (firstName: string) => {
    const id = newId();
    await database.insertInto('users').values({ id, first_name: firstName, last_name: null, email: `${id}@example.com`, password_hash: 'x', role: 'user', created_at: new Date().toISOString() }).execute();
    return id;
  };
  const addAccepted = async (userId: string) => {
    const now = new Date().toISOString();
    await database
      .insertInto('submissions')
      .values({ id: newId(), user_id: userId, problem_id: problemId, contest_id: contestId, language: 'python', code: 'x', status: 'accepted', runtime: 0, memory: 0, tests_passed: 1, tests_total: 1, error_message: null, verdict: 'Accepted', created_at: now, judged_at: now })
      .execute();
  };

  beforeAll(async () => {
    testDatabase = await createTestDatabase(dialect);
    database = openDatabase(testDatabase.settings);
    await migrateToLatest(database);
    problemId = await insertProblem(database, sumProblem());
    const admin = await addUser('Admin');
    const start = Date.now() - 60_000;
    contestId = (await createContest(database, { title: 'Board', description: 'd', startTime: new Date(start).toISOString(), endTime: new Date(start + 3_600_000).toISOString(), problems: [problemId], freezeMinutes: 0 }, admin)).id;
  });
  afterAll(async () => {
    await database?.destroy();
    await testDatabase?.drop();
  });

  it('never serves a board that is still taking in a change to readers who arrive meanwhile', async () => {
    const boards = new StandingsBoards(database, Date.now);
    await addAccepted(await addUser('First'));
    expect((await boards.standings({ contestId, viewer }))?.total).toBe(1);

    for (let round = 2; round <= 4; round += 1) {
      await addAccepted(await addUser(`Player${round}`));
      // Past the freshness interval, readers arrive one by one while the first one's refresh runs.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const totals = await Promise.all(
        Array.from({ length: 40 }, (_, index) => new Promise<number | undefined>((resolve) => setTimeout(() => void boards.standings({ contestId, viewer }).then((board) => resolve(board?.total)), index))),
      );
      expect(new Set(totals)).toEqual(new Set([round]));
    }
  });
});
