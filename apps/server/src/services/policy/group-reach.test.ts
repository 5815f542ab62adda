import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../db/database.js';
import { availableDialects, createTestDatabase, type TestDatabase } from '../../testing/databases.js';
import { sumProblem } from '../../testing/fixture-problem.js';
import { insertProblem } from '../problems/problems.js';
import { createUser } from '../users/users.js';
import { withinGroupReach } from './access-policy.js';
import { withinProblemGroups, type GroupReach } from './access-rules.js';

// The rule for problems private to groups, in TypeScript (access-rules.ts) and its SQL twin
// (access-policy.ts), checked against one table of cases so that the two cannot drift apart.

const dialects = await availableDialects();
const now = Date.parse('2026-04-01T09:00:00.000Z');

/** Each problem: null when open to all, else the groups it is private to (none: admins alone). */
const problems: Record<string, readonly string[] | null> = {
  open: null,
  red: ['red'],
  redAndBlue: ['red', 'blue'],
  orphaned: [],
};
const reaches: Record<string, GroupReach> = {
  visitor: [],
  redMember: ['red'],
  blueMember: ['blue'],
  greenMember: ['green'],
  everywhere: ['blue', 'green', 'red'],
  admin: 'every',
};

describe('withinProblemGroups', () => {
  it.each<[string, string, boolean]>([
    ['open', 'visitor', true],
    ['red', 'visitor', false],
    ['red', 'redMember', true],
    ['red', 'blueMember', false],
    ['redAndBlue', 'blueMember', true],
    ['redAndBlue', 'greenMember', false],
    ['orphaned', 'everywhere', false],
    ['orphaned', 'admin', true],
  ])('%s problem, %s reader: %s', (problem, reach, expected) => {
    expect(withinProblemGroups(problems[problem]!, reaches[reach]!)).toBe(expected);
  });
});

describe.each(dialects)('withinGroupReach on %s', (dialect) => {
  let testDatabase: TestDatabase;
  let database: DatabaseHandle;
  const idOf = new Map<string, string>();

  beforeAll(async () => {
    testDatabase = await createTestDatabase(dialect);
    database = openDatabase(testDatabase.settings);
    await migrateToLatest(database);
    const teacher = await createUser(database, {
      email: 'teacher@example.com',
      password: 'Secret1!',
      firstName: 'Tess',
      nowMs: now,
    });
    for (const group of ['red', 'blue', 'green'])
      await database
        .insertInto('groups')
        .values({
          id: group,
          name: group,
          teacher_id: teacher._id,
          join_code: `CODE${group}`,
          created_at: '2026-04-01T09:00:00.000Z',
          updated_at: '2026-04-01T09:00:00.000Z',
        })
        .execute();
    for (const [name, groups] of Object.entries(problems)) {
      const id = await insertProblem(database, sumProblem({ title: name }), now);
      idOf.set(name, id);
      if (groups === null) continue;
      await database.updateTable('problems').set({ group_private: 1 }).where('id', '=', id).execute();
      for (const group of groups)
        await database
          .insertInto('problem_groups')
          .values({ problem_id: id, group_id: group, added_at: '2026-04-01T09:00:00.000Z' })
          .execute();
    }
  });
  afterAll(async () => {
    await database?.destroy();
    await testDatabase?.drop();
  });

  it.each(Object.keys(reaches))('agrees with the TypeScript rule for a %s', async (reachName) => {
    const reach = reaches[reachName]!;
    const rows = await database.selectFrom('problems').select('title').where(withinGroupReach(reach)).execute();
    const expected = Object.entries(problems)
      .filter(([, groups]) => withinProblemGroups(groups, reach))
      .map(([name]) => name);
    expect(rows.map((row) => row.title).sort()).toEqual(expected.sort());
  });
});
