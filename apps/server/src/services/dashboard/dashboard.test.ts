import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContest } from '../contests/contests.js';
import { insertProblem } from '../problems/problems.js';
import { ensureAdmin } from '../users/users.js';
import { availableDialects } from '../../testing/databases.js';
import { sumProblem } from '../../testing/fixture-problem.js';
import { scriptedJudging } from '../../testing/scripted-judging.js';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.js';

const dialects = await availableDialects();

describe.each(dialects)('the dashboard on %s', (dialect) => {
  let test: TestApp;
  const now = Date.parse('2026-05-10T12:00:00.000Z');
  /** The server clock moves a second per reading, so submissions have an order. */
  let ticks = 0;
  const problemIds: string[] = [];

  beforeAll(async () => {
    test = await createTestApp({
      dialect,
      judging: scriptedJudging,
      clock: () => now + 1000 * ticks++,
      env: { AUTH_RATE_LIMIT: '1000', JUDGE_RATE_LIMIT: '1000' },
    });
    const specs = [
      { title: 'P1', difficulty: 'easy', tags: ['array'] },
      { title: 'P2', difficulty: 'easy', tags: ['array', 'dp'] },
      { title: 'P3', difficulty: 'medium', tags: ['graph'] },
      { title: 'P4', difficulty: 'hard', tags: ['dp'] },
      { title: 'P5', difficulty: 'hard', tags: ['string'] },
      { title: 'P6', difficulty: 'medium', tags: ['string'] },
      { title: 'P7', difficulty: 'easy', tags: ['array'] },
    ];
    for (const spec of specs) problemIds.push(await insertProblem(test.context.database, sumProblem(spec), now));
  });
  afterAll(async () => {
    await test?.close();
  });

  const submit = (cookie: string, problemId: string, code: string, language = 'python', contestId?: string) =>
    test.app.inject({
      method: 'POST',
      url: `/api/submissions/submit/${problemId}`,
      headers: { cookie },
      payload: { code, language, ...(contestId ? { contestId } : {}) },
    });

  it('answers only the signed-in user own figures', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/api/user/dashboard' })).statusCode).toBe(401);
    const ann = await signUp(test.app, { firstName: 'Ann' });
    const bob = await signUp(test.app, { firstName: 'Bob' });
    const { user: admin } = await ensureAdmin(test.context.database, {
      email: 'root@example.com',
      password: 'Admin123!',
      firstName: 'Root',
      nowMs: now,
    });
    const contest = await createContest(
      test.context.database,
      {
        title: 'Spring',
        description: 'd',
        startTime: new Date(now - 3_600_000).toISOString(),
        endTime: new Date(now + 3_600_000).toISOString(),
        problems: [problemIds[0]!, problemIds[2]!],
        freezeMinutes: 0,
      },
      admin._id,
      Date.now(),
    );

    // Ann solves six problems (one in the contest), fails once, and writes in two languages.
    await submit(ann.cookie, problemIds[0]!, '# ACCEPT', 'python', contest.id);
    await submit(ann.cookie, problemIds[2]!, 'wrong', 'cpp', contest.id);
    for (const index of [1, 3, 4, 5, 6])
      await submit(ann.cookie, problemIds[index]!, '# ACCEPT', index % 2 ? 'cpp' : 'python');
    await submit(bob.cookie, problemIds[0]!, '# ACCEPT');

    const response = await test.app.inject({
      method: 'GET',
      url: '/api/user/dashboard',
      headers: { cookie: ann.cookie },
    });
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    expect(stats.user).toMatchObject({ firstName: 'Ann', emailid: ann.emailid });
    expect(stats).toMatchObject({
      solvedCount: 6,
      totalProblems: 7,
      contestsParticipated: 1,
      submissionCount: 7,
      acceptedCount: 6,
      acceptedRate: 85.7,
    });
    expect(stats.firstSolved.map((problem: { title: string }) => problem.title)).toEqual([
      'P1',
      'P2',
      'P4',
      'P5',
      'P6',
    ]);
    expect(stats.byDifficulty).toEqual({
      easy: { solved: 3, total: 3 },
      medium: { solved: 1, total: 2 },
      hard: { solved: 2, total: 2 },
    });
    expect(stats.byTag).toMatchObject({
      array: { solved: 3, total: 3 },
      graph: { solved: 0, total: 1 },
      dp: { solved: 2, total: 2 },
    });
    expect(stats.languages).toEqual([
      { language: 'cpp', count: 4 },
      { language: 'python', count: 3 },
    ]);
    expect(stats.activity).toEqual([{ date: '2026-05-10', count: 7 }]);
    expect(stats.recentSubmissions).toHaveLength(7);
    expect(stats.recentSubmissions[0]).toMatchObject({ title: 'P7', status: 'accepted', verdict: 'Accepted' });
    expect(stats.contestHistory).toEqual([
      expect.objectContaining({
        title: 'Spring',
        scoring: 'icpc',
        rank: 1,
        solved: 1,
        maxScore: null,
        participants: 1,
      }),
    ]);
    expect(response.body).not.toContain(bob.userId);

    const bobStats = (
      await test.app.inject({ method: 'GET', url: '/api/user/dashboard', headers: { cookie: bob.cookie } })
    ).json();
    expect(bobStats).toMatchObject({ solvedCount: 1, contestsParticipated: 0, submissionCount: 1 });
  });
});
