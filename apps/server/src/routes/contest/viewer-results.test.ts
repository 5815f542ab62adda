import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProblem } from '../../services/problems/problems.js';
import { availableDialects } from '../../testing/databases.js';
import { sumProblem } from '../../testing/fixture-problem.js';
import { scriptedJudging } from '../../testing/scripted-judging.js';
import { createTestApp, signInAsAdmin, signUp, type TestApp } from '../../testing/test-app.js';

// Issue 36: the contest's screens mark the viewer's own results in the contest (solved, tried),
// never their practice solves, and never anyone else's.

const MINUTE = 60_000;
const dialects = await availableDialects();

describe.each(dialects)("the contest detail's viewerResults on %s", (dialect) => {
  let test: TestApp;
  let adminCookie: string;
  let now = Date.parse('2026-04-01T09:00:00.000Z');
  const start = Date.parse('2026-04-01T10:00:00.000Z');
  const end = Date.parse('2026-04-01T12:00:00.000Z');
  let problemA: string;
  let problemB: string;
  let problemC: string;

  beforeAll(async () => {
    test = await createTestApp({
      dialect,
      judging: scriptedJudging,
      clock: () => now,
      env: { AUTH_RATE_LIMIT: '1000', JUDGE_RATE_LIMIT: '1000' },
    });
    problemA = await insertProblem(test.context.database, sumProblem({ title: 'Alpha' }), test.context.clock());
    problemB = await insertProblem(test.context.database, sumProblem({ title: 'Beta' }), test.context.clock());
    problemC = await insertProblem(test.context.database, sumProblem({ title: 'Gamma' }), test.context.clock());
    adminCookie = await signInAsAdmin(test);
  });
  afterAll(async () => {
    await test?.close();
  });

  const inject = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    test.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
  const submit = (cookie: string, problemId: string, code: string, contestId?: string) =>
    inject('POST', `/submissions/submit/${problemId}`, cookie, {
      code,
      language: 'python',
      ...(contestId ? { contestId } : {}),
    });
  const results = async (contestId: string, cookie: string) => {
    const response = await inject('GET', `/problem/contestbyid/${contestId}`, cookie);
    expect(response.statusCode).toBe(200);
    return response.json().viewerResults as Record<string, string>;
  };

  it("answers the viewer's own contest results: practice solves and others' results stay out", async () => {
    now = start - 30 * MINUTE;
    const created = await inject('POST', '/problem/createcontest', adminCookie, {
      title: 'Marks Round',
      description: 'Three problems.',
      startTime: new Date(start).toISOString(),
      endTime: new Date(end).toISOString(),
      problems: [problemA, problemB, problemC],
    });
    expect(created.statusCode).toBe(201);
    const contestId = created.json().contest._id as string;
    const ann = await signUp(test.app, { firstName: 'Ann' });
    const bob = await signUp(test.app, { firstName: 'Bob' });

    // Ann solved A in practice before the contest.
    await submit(ann.cookie, problemA, '# ACCEPT');
    now = start + 10 * MINUTE;
    expect(await results(contestId, ann.cookie)).toEqual({});

    // In the contest: wrong on A, wrong then right on B; C untouched. Practice during the contest counts nowhere.
    await submit(ann.cookie, problemA, 'print(0)', contestId);
    await submit(ann.cookie, problemB, 'print(0)', contestId);
    await submit(ann.cookie, problemB, '# ACCEPT', contestId);
    await submit(ann.cookie, problemC, '# ACCEPT');
    expect(await results(contestId, ann.cookie)).toEqual({ [problemA]: 'tried', [problemB]: 'solved' });

    // Bob sees only his own (nothing), not Ann's; the admin, who took no part, likewise.
    expect(await results(contestId, bob.cookie)).toEqual({});
    expect(await results(contestId, adminCookie)).toEqual({});

    // A solve after a wrong answer stays solved; a later wrong answer does not undo it.
    await submit(ann.cookie, problemB, 'print(0)', contestId);
    expect((await results(contestId, ann.cookie))[problemB]).toBe('solved');

    // A virtual run of the ended contest marks the runner's results in it.
    now = end + 60 * MINUTE;
    expect((await inject('POST', `/problem/contest/${contestId}/virtual`, bob.cookie)).statusCode).toBe(201);
    await submit(bob.cookie, problemC, 'print(0)', contestId);
    expect(await results(contestId, bob.cookie)).toEqual({ [problemC]: 'tried' });
  });
});
