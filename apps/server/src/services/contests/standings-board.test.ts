import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@codeyard/shared';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../db/database.js';
import { gzipWithStart } from '../../lib/gzip-segments.js';
import { availableDialects, createTestDatabase, type TestDatabase } from '../../testing/databases.js';
import { sumProblem } from '../../testing/fixture-problem.js';
import { newId } from '../ids.js';
import { insertProblem } from '../problems/problems.js';
import { createContest } from './contests.js';
import { CACHED_PAGES_PER_RANKING, StandingsBoards } from './standings-board.js';

const dialects = await availableDialects();

// The race needs real asynchronous queries: PostgreSQL shows it; SQLite's answer in the same tick.
describe.each(dialects)('the in-memory standings board on %s', (dialect) => {
  let testDatabase: TestDatabase;
  let database: DatabaseHandle;
  let contestId: string;
  let problemId: string;
  const viewer: User = {
    _id: 'viewer',
    firstName: 'Vi',
    lastName: null,
    email: 'vi@example.com',
    role: 'user',
  };

  const addUser = async (firstName: string) => {
    const id = newId();
    await database
      .insertInto('users')
      .values({
        id,
        first_name: firstName,
        last_name: null,
        email: `${id}@example.com`,
        password_hash: 'x',
        role: 'user',
        created_at: new Date().toISOString(),
      })
      .execute();
    return id;
  };
  const addAccepted = async (userId: string) => {
    const now = new Date().toISOString();
    await database
      .insertInto('submissions')
      .values({
        id: newId(),
        user_id: userId,
        problem_id: problemId,
        contest_id: contestId,
        language: 'python',
        code: 'x',
        status: 'accepted',
        runtime: 0,
        memory: 0,
        tests_passed: 1,
        tests_total: 1,
        error_message: null,
        verdict: 'Accepted',
        created_at: now,
        judged_at: now,
      })
      .execute();
  };

  beforeAll(async () => {
    testDatabase = await createTestDatabase(dialect);
    database = openDatabase(testDatabase.settings);
    await migrateToLatest(database);
    problemId = await insertProblem(database, sumProblem(), Date.now());
    const admin = await addUser('Admin');
    const start = Date.now() - 60_000;
    contestId = (
      await createContest(
        database,
        {
          title: 'Board',
          description: 'd',
          startTime: new Date(start).toISOString(),
          endTime: new Date(start + 3_600_000).toISOString(),
          problems: [problemId],
          freezeMinutes: 0,
        },
        admin,
        Date.now(),
      )
    ).id;
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
        Array.from(
          { length: 40 },
          (_, index) =>
            new Promise<number | undefined>((resolve) =>
              setTimeout(
                () => void boards.standings({ contestId, viewer }).then((board) => resolve(board?.total)),
                index,
              ),
            ),
        ),
      );
      expect(new Set(totals)).toEqual(new Set([round]));
    }
  });

  it('answers the same as JSON for every viewer and page, and a cached page gives way to the next verdict', async () => {
    // A contest of its own, frozen for its last 30 minutes, with the clock in the freeze.
    const start = Date.now() - 100 * 60_000;
    const frozenId = (
      await createContest(
        database,
        {
          title: 'Frozen',
          description: 'd',
          startTime: new Date(start).toISOString(),
          endTime: new Date(start + 120 * 60_000).toISOString(),
          problems: [problemId],
          freezeMinutes: 30,
        },
        await addUser('Organiser'),
        Date.now(),
      )
    ).id;
    const submitAt = async (userId: string, minute: number, status: 'accepted' | 'wrong') => {
      const at = new Date(start + minute * 60_000).toISOString();
      await database
        .insertInto('submissions')
        .values({
          id: newId(),
          user_id: userId,
          problem_id: problemId,
          contest_id: frozenId,
          language: 'python',
          code: 'x',
          status,
          runtime: 0,
          memory: 0,
          tests_passed: 0,
          tests_total: 1,
          error_message: null,
          verdict: status === 'accepted' ? 'Accepted' : 'Wrong Answer',
          created_at: at,
          judged_at: at,
        })
        .execute();
    };
    const users: string[] = [];
    for (let index = 0; index < 8; index += 1) {
      const userId = await addUser(`Racer${index}`);
      users.push(userId);
      // Even ones solve before the freeze, odd ones after it (hidden from others), at different minutes.
      if (index % 3 === 2) await submitAt(userId, 10 + index, 'wrong');
      await submitAt(userId, index % 2 === 0 ? 20 + index : 90 + index, index === 7 ? 'wrong' : 'accepted');
    }
    const boards = new StandingsBoards(database, Date.now);
    const viewerOf = (userId: string, role: 'user' | 'admin' = 'user'): User => ({
      ...viewer,
      _id: userId,
      role,
    });
    for (const someone of [...users.map((userId) => viewerOf(userId)), viewerOf(users[3]!, 'admin'), viewer]) {
      for (const [page, pageSize] of [
        [1, 3],
        [2, 3],
        [3, 3],
        [1, 50],
      ] as const) {
        const query = { contestId: frozenId, viewer: someone, page, pageSize };
        const [object, text] = [await boards.standings(query), await boards.standingsJson(query)];
        expect(JSON.parse(text!.start.text + text!.rest)).toEqual({ ...object, serverTime: expect.any(String) });
        expect(JSON.parse(gunzipSync(gzipWithStart(text!.start, text!.rest)).toString())).toEqual({
          ...object,
          serverTime: expect.any(String),
        });
        // The own row's rank: one more than the rows this viewer sees as strictly better.
        if (object?.mine && object.frozen) {
          const all = (await boards.standings({ ...query, page: 1, pageSize: 200 }))!.entries.filter(
            (entry) => entry.userId !== someone._id,
          );
          const better = all.filter(
            (entry) =>
              entry.solved > object.mine!.solved ||
              (entry.solved === object.mine!.solved && entry.penalty < object.mine!.penalty),
          );
          expect(object.mine.rank).toBe(better.length + 1);
        }
      }
    }
    const admin = viewerOf(users[0]!, 'admin');
    // The board's foot: admins count every result; others count a result hidden by the freeze as tried only.
    expect((await boards.standings({ contestId: frozenId, viewer: admin }))!.problemTotals).toEqual([
      { problemId, solved: 7, tried: 8 },
    ]);
    expect((await boards.standings({ contestId: frozenId, viewer }))!.problemTotals).toEqual([
      { problemId, solved: 4, tried: 8 },
    ]);
    const page = async () => {
      const answer = (await boards.standingsJson({ contestId: frozenId, viewer: admin, page: 1, pageSize: 50 }))!;
      return JSON.parse(answer.start.text + answer.rest);
    };
    expect((await page()).entries.map((entry: { solved: number }) => entry.solved)).toEqual([1, 1, 1, 1, 1, 1, 1, 0]);
    // A verdict arriving now (this server touches the board): the next reader sees it, not the cached page.
    await submitAt(users[7]!, (Date.now() - start) / 60_000, 'accepted');
    boards.touch(frozenId);
    expect((await page()).entries.map((entry: { solved: number }) => entry.solved)).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
  });

  it('keeps a bounded number of compressed pages per ranking, however many page sizes readers ask for', async () => {
    const start = Date.now() - 60_000;
    const quietId = (
      await createContest(
        database,
        {
          title: 'Page sizes',
          description: 'd',
          startTime: new Date(start).toISOString(),
          endTime: new Date(start + 3_600_000).toISOString(),
          problems: [problemId],
          freezeMinutes: 0,
        },
        await addUser('Host'),
        Date.now(),
      )
    ).id;
    const boards = new StandingsBoards(database, Date.now);
    const ask = async (pageSize: number) =>
      (await boards.standingsJson({ contestId: quietId, viewer, page: 1, pageSize }))!.start;
    // One more page size than the cache holds: the first one asked for is the one that goes.
    const first = new Map<number, Awaited<ReturnType<typeof ask>>>();
    for (let pageSize = 1; pageSize <= CACHED_PAGES_PER_RANKING + 1; pageSize += 1)
      first.set(pageSize, await ask(pageSize));
    expect(await ask(CACHED_PAGES_PER_RANKING + 1)).toBe(first.get(CACHED_PAGES_PER_RANKING + 1));
    expect(await ask(2)).toBe(first.get(2));
    const again = await ask(1);
    expect(again).not.toBe(first.get(1));
    expect(again.text).toBe(first.get(1)!.text);
  });

  it('tells how it ranked (for the metrics): full once, then an update per change taken in, nothing when nothing changed', async () => {
    const ranked: string[] = [];
    const boards = new StandingsBoards(database, Date.now, (kind) => ranked.push(kind));
    await boards.standings({ contestId, viewer });
    await boards.standings({ contestId, viewer });
    expect(ranked).toEqual(['full']);

    await addAccepted(await addUser('Counted'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await boards.standings({ contestId, viewer });
    expect(ranked).toEqual(['full', 'update']);

    // Past the freshness interval again, with nothing new: checked, not ranked.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await boards.standings({ contestId, viewer });
    expect(ranked).toEqual(['full', 'update']);
  });
});
