import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContestSettings } from '@codeyard/shared';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../db/database.js';
import { availableDialects, createTestDatabase, type TestDatabase } from '../../testing/databases.js';
import { sumProblem } from '../../testing/fixture-problem.js';
import { newId } from '../ids.js';
import { findProblemBySlug, insertProblem } from '../problems/problems.js';
import { createImportedContest } from './contest-import.js';
import { listContestProblems, updateContest } from './contests.js';

const dialects = await availableDialects();
const NOW = Date.parse('2030-02-01T00:00:00Z');
const settings: ContestSettings = {
  title: 'Spring Cup',
  description: 'The Spring Cup',
  startTime: '2030-03-01T09:00:00.000Z',
  endTime: '2030-03-01T11:30:00.000Z',
  freezeMinutes: 30,
  rated: false,
  scoring: 'icpc',
  ioiScoreMode: 'best-submission',
  finalize: 'auto',
};

/** docs/contests.md, "Contest archives": how an imported contest and its problems are stored. */
describe.each(dialects)('storing an imported contest on %s', (dialect) => {
  let testDatabase: TestDatabase;
  let database: DatabaseHandle;
  let admin: string;
  const noBoards = { forget: () => undefined };

  beforeAll(async () => {
    testDatabase = await createTestDatabase(dialect);
    database = openDatabase(testDatabase.settings);
    await migrateToLatest(database);
    admin = newId();
    await database
      .insertInto('users')
      .values({
        id: admin,
        first_name: 'Admin',
        last_name: null,
        email: 'admin@example.com',
        handle: 'admin',
        password_hash: 'x',
        role: 'admin',
        created_at: new Date(NOW).toISOString(),
      })
      .execute();
  });
  afterAll(async () => {
    await database?.destroy();
    await testDatabase?.drop();
  });

  const problem = (slug: string, title: string) => sumProblem({ slug, title });
  const count = async (table: 'contests' | 'problems') =>
    (await database.selectFrom(table).select('id').execute()).length;

  it('stores the problems in order with their labels and colours, new ones hidden until the start, a known slug updated in place', async () => {
    const known = await insertProblem(database, problem('add-two', 'Old Add Two'), NOW);
    const contest = await createImportedContest(database, {
      settings,
      problems: [
        { problem: problem('add-two', 'Add Two'), label: 'P1', rgb: '#e6194b', color: 'red' },
        { problem: problem('largest-of-three', 'Largest of Three'), label: 'P2', rgb: null, color: null },
        { problem: problem('reverse-word', 'Reverse a Word'), label: null, rgb: '#00f', color: null },
      ],
      createdBy: admin,
      nowMs: NOW,
    });
    expect(contest).toMatchObject(settings);
    expect(await listContestProblems(database, contest.id)).toEqual([
      { _id: known, title: 'Add Two', difficulty: 'easy', label: 'P1', rgb: '#e6194b', color: 'red' },
      expect.objectContaining({ title: 'Largest of Three', label: 'P2' }),
      // No label given: the position's letter.
      expect.objectContaining({ title: 'Reverse a Word', label: 'C', rgb: '#00f' }),
    ]);
    expect((await findProblemBySlug(database, 'add-two'))?.visibility).toBe('public');
    expect((await findProblemBySlug(database, 'largest-of-three'))?.visibility).toBe('contest');
  });

  it('leaves no problem behind when the contest cannot be stored', async () => {
    const before = [await count('contests'), await count('problems')];
    await expect(
      createImportedContest(database, {
        settings,
        problems: [{ problem: problem('lonely-problem', 'Lonely'), label: 'A', rgb: null, color: null }],
        // No such user: the contest's insert fails after the problem's.
        createdBy: 'nobody',
        nowMs: NOW,
      }),
    ).rejects.toThrow();
    expect([await count('contests'), await count('problems')]).toEqual(before);
    expect(await findProblemBySlug(database, 'lonely-problem')).toBeNull();
  });

  it('keeps a colour with its problem when the list is edited, and a label only where the problem keeps its place', async () => {
    const contest = await createImportedContest(database, {
      settings,
      problems: [
        { problem: problem('edit-one', 'One'), label: 'X', rgb: '#111', color: null },
        { problem: problem('edit-two', 'Two'), label: 'Y', rgb: '#222', color: null },
      ],
      createdBy: admin,
      nowMs: NOW,
    });
    const [one, two] = (await listContestProblems(database, contest.id)).map((entry) => entry._id);
    const three = await insertProblem(database, problem('edit-three', 'Three'), NOW);
    await updateContest(database, contest.id, { problems: [one!, three, two!] }, { nowMs: NOW, standings: noBoards });
    expect(
      (await listContestProblems(database, contest.id)).map(({ title, label, rgb }) => ({ title, label, rgb })),
    ).toEqual([
      { title: 'One', label: 'X', rgb: '#111' },
      { title: 'Three', label: 'B', rgb: undefined },
      { title: 'Two', label: 'C', rgb: '#222' },
    ]);
  });
});
