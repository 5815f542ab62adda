import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestMessages, problemMessages, publicProblemWarning, type ProblemListEntry } from '@codeyard/shared';
import { insertProblem } from '../../services/problems/problems.js';
import { availableDialects } from '../../testing/databases.js';
import { sumProblem } from '../../testing/fixture-problem.js';
import { scriptedJudging } from '../../testing/scripted-judging.js';
import { createTestApp, signInAsAdmin, signUp, type TestApp } from '../../testing/test-app.js';

const MINUTE = 60_000;
const dialects = await availableDialects();

/**
 * Issue 30, item 4: a problem made with the spec's create call is public, and putting it in an
 * upcoming contest left it open to everyone before the start, with nothing telling the organiser.
 * The contest's create and edit answers now name its public problems, and one call keeps such a
 * problem for the contest.
 */
describe.each(dialects)('public problems in a contest on %s', (dialect) => {
  let test: TestApp;
  let adminCookie: string;
  let now = Date.parse('2026-06-01T09:00:00.000Z');
  const start = Date.parse('2026-06-01T10:00:00.000Z');
  const end = Date.parse('2026-06-01T12:00:00.000Z');
  let publicProblem: string;
  let secondPublic: string;
  let contestProblem: string;

  beforeAll(async () => {
    test = await createTestApp({
      dialect,
      judging: scriptedJudging,
      clock: () => now,
      env: { AUTH_RATE_LIMIT: '1000' },
    });
    // The spec's create call leaves visibility out, so the problem is public (docs/api.md).
    publicProblem = await insertProblem(test.context.database, sumProblem({ title: 'Open Sum' }), test.context.clock());
    secondPublic = await insertProblem(
      test.context.database,
      sumProblem({ title: 'Open Product' }),
      test.context.clock(),
    );
    contestProblem = await insertProblem(
      test.context.database,
      sumProblem({ title: 'Kept Sum', visibility: 'contest' }),
      test.context.clock(),
    );
    adminCookie = await signInAsAdmin(test);
  });
  afterAll(async () => test?.close());

  const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string | null, payload?: object) =>
    test.app.inject({
      method,
      url: `/api${url}`,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
  const contestBody = (problems: string[]) => ({
    title: 'Open Round',
    description: 'Before the start nobody should see these.',
    startTime: new Date(start).toISOString(),
    endTime: new Date(end).toISOString(),
    problems,
  });
  const warningFor = (problemId: string, title: string) => ({
    problemId,
    title,
    message: publicProblemWarning(title),
  });

  it('warns on create about each public problem, in contest order, beside the usual answer', async () => {
    now = start - 60 * MINUTE;
    const created = await inject(
      'POST',
      '/problem/createcontest',
      adminCookie,
      contestBody([contestProblem, secondPublic, publicProblem]),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ message: contestMessages.created, contest: { title: 'Open Round' } });
    expect(created.json().warnings).toEqual([
      warningFor(secondPublic, 'Open Product'),
      warningFor(publicProblem, 'Open Sum'),
    ]);
    expect(created.json().warnings[1].message).toBe(
      'Open Sum is public: everyone can open it before and during the contest',
    );
  });

  it('answers no warnings for a contest of contest-visibility problems', async () => {
    now = start - 60 * MINUTE;
    const created = await inject('POST', '/problem/createcontest', adminCookie, contestBody([contestProblem]));
    expect(created.statusCode).toBe(201);
    expect(created.json().warnings).toEqual([]);

    // An edit that leaves the problems alone still answers the list (empty here).
    const contestId: string = created.json().contest._id;
    const edited = await inject('PATCH', `/problem/contest/${contestId}`, adminCookie, { title: 'Renamed' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ message: contestMessages.updated, warnings: [] });
  });

  it('warns on an edit that adds a public problem, and on any later edit while it stays public', async () => {
    now = start - 60 * MINUTE;
    const created = await inject('POST', '/problem/createcontest', adminCookie, contestBody([contestProblem]));
    const contestId: string = created.json().contest._id;

    const added = await inject('PATCH', `/problem/contest/${contestId}`, adminCookie, {
      problems: [contestProblem, publicProblem],
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ message: contestMessages.updated, contest: { _id: contestId } });
    expect(added.json().warnings).toEqual([warningFor(publicProblem, 'Open Sum')]);

    const textOnly = await inject('PATCH', `/problem/contest/${contestId}`, adminCookie, { description: 'Fixed.' });
    expect(textOnly.json().warnings).toEqual([warningFor(publicProblem, 'Open Sum')]);
  });

  it('lets only admins keep a problem for the contest; kept, it is hidden before the start and the warning goes', async () => {
    now = start - 60 * MINUTE;
    const keptProblem = await insertProblem(
      test.context.database,
      sumProblem({ title: 'Soon Secret' }),
      test.context.clock(),
    );
    const created = await inject('POST', '/problem/createcontest', adminCookie, contestBody([keptProblem]));
    const contestId: string = created.json().contest._id;
    expect(created.json().warnings).toEqual([warningFor(keptProblem, 'Soon Secret')]);

    // Before: the probe's finding, a visitor opens the problem of an upcoming contest.
    const user = await signUp(test.app);
    expect((await inject('GET', `/problem/problembyid/${keptProblem}`, null)).statusCode).toBe(200);

    const keep = { visibility: 'contest' };
    const byUser = await inject('PATCH', `/problem/visibility/${keptProblem}`, user.cookie, keep);
    expect(byUser.statusCode).toBe(403);
    expect((await inject('PATCH', `/problem/visibility/${keptProblem}`, null, keep)).statusCode).toBe(401);
    expect((await inject('GET', `/problem/problembyid/${keptProblem}`, null)).statusCode).toBe(200);

    const invalid = await inject('PATCH', `/problem/visibility/${keptProblem}`, adminCookie, { visibility: 'secret' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(problemMessages.visibilityInvalid);
    const missing = await inject('PATCH', '/problem/visibility/no-such-problem', adminCookie, keep);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(problemMessages.notFound);

    const kept = await inject('PATCH', `/problem/visibility/${keptProblem}`, adminCookie, keep);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toEqual({
      message: problemMessages.visibilityUpdated,
      problem: { _id: keptProblem, visibility: 'contest' },
    });

    // Hidden from visitors and users until the start (the list too, at once), seen by admins as contest.
    expect((await inject('GET', `/problem/problembyid/${keptProblem}`, null)).statusCode).toBe(404);
    expect((await inject('GET', `/problem/problembyid/${keptProblem}`, user.cookie)).statusCode).toBe(404);
    const practice = (await inject('GET', '/problem/getAllProblem', user.cookie)).json() as ProblemListEntry[];
    expect(practice.map((problem) => problem._id)).not.toContain(keptProblem);
    const adminList = (await inject('GET', '/problem/getAllProblem', adminCookie)).json() as ProblemListEntry[];
    expect(adminList.find((problem) => problem._id === keptProblem)?.visibility).toBe('contest');

    const edited = await inject('PATCH', `/problem/contest/${contestId}`, adminCookie, { title: 'Secret Round' });
    expect(edited.json().warnings).toEqual([]);

    // Once the contest runs, contestants open it.
    now = start + MINUTE;
    expect((await inject('GET', `/problem/problembyid/${keptProblem}`, user.cookie)).statusCode).toBe(200);
  });

  it('answers no warnings once the contest has ended: a public problem is what it becomes anyway', async () => {
    now = start - 60 * MINUTE;
    const created = await inject('POST', '/problem/createcontest', adminCookie, contestBody([secondPublic]));
    const contestId: string = created.json().contest._id;
    expect(created.json().warnings).toHaveLength(1);
    now = end + MINUTE;
    const edited = await inject('PATCH', `/problem/contest/${contestId}`, adminCookie, { title: 'Past Round' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().warnings).toEqual([]);
  });
});
