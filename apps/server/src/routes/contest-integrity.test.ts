import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestModeMessage, type ProblemDetail, type ProblemListEntry } from '@codeyard/shared';
import { addComment } from '../services/discussions/comments.js';
import { insertProblem } from '../services/problems/problems.js';
import { ensureAdmin } from '../services/users/users.js';
import { availableDialects } from '../testing/databases.js';
import { sumProblem } from '../testing/fixture-problem.js';
import { scriptedJudging } from '../testing/scripted-judging.js';
import { createTestApp, echoChatProvider, sessionCookieOf, signUp, type TestApp } from '../testing/test-app.js';

const MINUTE = 60_000;
const dialects = await availableDialects();

/**
 * Issue: a contest's problems must stay private before it starts, its help closed while it runs,
 * and its freeze must hold in every view. Each route a problem touches is tried as a visitor, as
 * a hostile signed-in user and as an admin.
 */
describe.each(dialects)('contest integrity on %s', (dialect) => {
  let test: TestApp;
  let adminCookie: string;
  let now = Date.parse('2026-05-01T09:00:00.000Z');
  const start = Date.parse('2026-05-01T10:00:00.000Z');
  const end = Date.parse('2026-05-01T12:00:00.000Z');
  let contestProblem: string;
  let reservedProblem: string;
  let publicProblem: string;
  let contestId: string;

  beforeAll(async () => {
    test = await createTestApp({
      dialect,
      judging: scriptedJudging,
      clock: () => now,
      chatProvider: echoChatProvider,
      env: { AUTH_RATE_LIMIT: '1000', JUDGE_RATE_LIMIT: '1000', AI_RATE_LIMIT: '1000' },
    });
    contestProblem = await insertProblem(
      test.context.database,
      sumProblem({ title: 'Secret Sum', visibility: 'contest' }),
      test.context.clock(),
    );
    reservedProblem = await insertProblem(
      test.context.database,
      sumProblem({ title: 'Exam Only', visibility: 'reserved' }),
      test.context.clock(),
    );
    publicProblem = await insertProblem(test.context.database, sumProblem({ title: 'Warm Up' }), test.context.clock());
    await ensureAdmin(test.context.database, {
      email: 'root@example.com',
      password: 'Admin123!',
      firstName: 'Root',
      nowMs: test.context.clock(),
    });
    adminCookie = sessionCookieOf(
      await test.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { emailid: 'root@example.com', password: 'Admin123!' },
      }),
    );
    const created = await inject('POST', '/problem/createcontest', adminCookie, {
      title: 'Finals',
      description: 'Three problems.',
      startTime: new Date(start).toISOString(),
      endTime: new Date(end).toISOString(),
      problems: [contestProblem, reservedProblem, publicProblem],
      freezeMinutes: 60,
    });
    expect(created.statusCode).toBe(201);
    contestId = created.json().contest._id;
  });
  afterAll(async () => test?.close());

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
    test.app.inject({ method, url: `/api${url}`, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const listed = async (cookie: string) =>
    ((await inject('GET', '/problem/getAllProblem', cookie)).json() as ProblemListEntry[]).map(
      (problem) => problem._id,
    );
  const chat = { messages: [{ role: 'user', parts: [{ text: 'hint please' }] }] };

  /** Every route that reads or acts on a problem, with the status a hidden problem must answer. */
  const problemRoutes = (problemId: string): [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] => [
    ['problem page', 'GET', `/problem/problembyid/${problemId}`],
    ['run', 'POST', `/submissions/runcode/${problemId}`, { code: 'print(1)', language: 'python' }],
    ['submit', 'POST', `/submissions/submit/${problemId}`, { code: '# ACCEPT', language: 'python' }],
    ['drafts', 'GET', `/drafts/${problemId}`],
    ['save draft', 'PUT', `/drafts/${problemId}/python`, { code: 'x' }],
    ['forget draft', 'DELETE', `/drafts/${problemId}/python`],
    ['solutions', 'GET', `/problem/solutions/${problemId}`],
    ['comments', 'GET', `/comments/problem/${problemId}`],
    ['comment', 'POST', '/comments', { problemId, content: 'the answer is a + b' }],
    ['AI conversation', 'GET', `/ai/chat/${problemId}`],
    ['AI chat', 'POST', '/ai/chat', { ...chat, problemId }],
    ['AI stream', 'POST', '/ai/chat/stream', { ...chat, problemId }],
    ['AI reset', 'DELETE', `/ai/chat/${problemId}`],
    ['editorial status', 'GET', `/video/status/${problemId}`],
    ['editorial watch', 'GET', `/video/watch/${problemId}`],
  ];
  const helpRoutes = (problemId: string) =>
    problemRoutes(problemId).filter(([name]) => /solutions|comment|AI|editorial/.test(name));

  it('hides a contest problem before the start from visitors and users on every route, as if it did not exist', async () => {
    const hostile = await signUp(test.app);
    for (const cookie of ['', hostile.cookie]) {
      const ids = await listed(cookie);
      expect(ids).toContain(publicProblem);
      expect(ids).not.toContain(contestProblem);
      expect(ids).not.toContain(reservedProblem);
    }
    let attempts = 0;
    for (const problemId of [contestProblem, reservedProblem]) {
      for (const [name, method, url, body] of problemRoutes(problemId)) {
        const response = await inject(method, url, hostile.cookie, body);
        attempts += 1;
        expect([name, response.statusCode]).toEqual([name, 404]);
        expect(response.body).not.toContain('Secret Sum');
      }
      expect((await inject('GET', `/problem/problembyid/${problemId}`, '')).statusCode).toBe(404);
    }
    expect(attempts).toBe(30);
    // A visitor reading the discussion of a hidden problem, and a comment id guessed from elsewhere.
    expect((await inject('GET', `/comments/problem/${contestProblem}`, '')).statusCode).toBe(404);
    expect((await test.app.inject({ method: 'GET', url: '/api/comments/missing/replies' })).statusCode).toBe(404);
  });

  it('shows admins every problem, with its visibility, at any time', async () => {
    const list = (await inject('GET', '/problem/getAllProblem', adminCookie)).json() as ProblemListEntry[];
    expect(list.find((problem) => problem._id === contestProblem)?.visibility).toBe('contest');
    expect(list.find((problem) => problem._id === reservedProblem)?.visibility).toBe('reserved');
    const page = (await inject('GET', `/problem/problembyid/${contestProblem}`, adminCookie)).json() as ProblemDetail;
    expect(page.title).toBe('Secret Sum');
    expect(page.contestMode).toBeNull();
  });

  it('opens the problems to contestants while the contest runs, and closes every kind of help on all of them', async () => {
    now = start + MINUTE;
    const contestant = await signUp(test.app);
    // A comment written on the public problem before the contest stays unreadable during it.
    await addComment(test.context.database, {
      user: { _id: contestant.userId, firstName: 'Ada', lastName: null, emailid: contestant.emailid, role: 'admin' },
      problemId: publicProblem,
      content: 'spoiler',
      spoiler: false,
      now: start - MINUTE,
    });
    for (const problemId of [contestProblem, reservedProblem, publicProblem]) {
      const page = await inject('GET', `/problem/problembyid/${problemId}`, contestant.cookie);
      expect(page.statusCode).toBe(200);
      expect((page.json() as ProblemDetail).contestMode).toEqual({
        contestId,
        contestTitle: 'Finals',
        endTime: new Date(end).toISOString(),
        message: contestModeMessage('Finals'),
      });
      for (const [name, method, url, body] of helpRoutes(problemId)) {
        const response = await inject(method, url, contestant.cookie, body);
        expect([name, response.statusCode, response.json().message]).toEqual([name, 403, contestModeMessage('Finals')]);
      }
    }
    // Still not practice: the list holds only the public problem.
    expect(await listed(contestant.cookie)).not.toContain(contestProblem);
    const submitted = await inject('POST', `/submissions/submit/${contestProblem}`, contestant.cookie, {
      code: '# ACCEPT',
      language: 'python',
      contestId,
    });
    expect(submitted.json()).toMatchObject({ status: 'accepted', countedForContest: true });
    // The contestant solved it, but reference code is a solution: not shown during the contest.
    expect(
      (await inject('GET', `/problem/problembyid/${contestProblem}`, contestant.cookie)).json().referenceCode,
    ).toBeUndefined();
    // Admins keep everything.
    expect((await inject('GET', `/comments/problem/${publicProblem}`, adminCookie)).statusCode).toBe(200);
    expect((await inject('GET', `/problem/problembyid/${publicProblem}`, adminCookie)).json().contestMode).toBeNull();
  });

  it('holds the freeze in usercontests, the dashboard and the acceptance rates until the end', async () => {
    now = start + 5 * MINUTE;
    const early = await signUp(test.app, { firstName: 'Early' });
    const late = await signUp(test.app, { firstName: 'Late' });
    const submit = (cookie: string, problemId: string, code: string) =>
      inject('POST', `/submissions/submit/${problemId}`, cookie, { code, language: 'python', contestId });
    await submit(early.cookie, publicProblem, '# ACCEPT');
    const rateBefore = (
      (await inject('GET', '/problem/getAllProblem', early.cookie)).json() as ProblemListEntry[]
    ).find((problem) => problem._id === publicProblem)?.acceptanceRate;
    // The freeze starts an hour before the end; Late solves two problems inside it.
    now = end - 30 * MINUTE;
    await submit(late.cookie, publicProblem, 'print(0)');
    await submit(late.cookie, publicProblem, '# ACCEPT');
    await submit(late.cookie, contestProblem, '# ACCEPT');
    const rankOf = async (cookie: string) =>
      ((await inject('GET', '/problem/usercontests', cookie)).json() as { _id: string; rank: number }[]).find(
        (contest) => contest._id === contestId,
      )?.rank;
    const historyRank = async (cookie: string) =>
      (
        (await inject('GET', '/user/dashboard', cookie)).json() as { contestHistory: { _id: string; rank: number }[] }
      ).contestHistory.find((contest) => contest._id === contestId)?.rank;
    // Early sees the frozen board: Late's accepts are hidden, so Early is still second (the contestant of the test above solved first).
    expect(await rankOf(early.cookie)).toBe(2);
    expect(await historyRank(early.cookie)).toBe(2);
    // Late sees their own results, ranked against the frozen board.
    expect(await rankOf(late.cookie)).toBe(1);
    const rateDuring = (
      (await inject('GET', '/problem/getAllProblem', early.cookie)).json() as ProblemListEntry[]
    ).find((problem) => problem._id === publicProblem)?.acceptanceRate;
    expect(rateDuring).toBe(rateBefore);

    // The cached list was built at another reading of the clock: moving it past the end is enough.
    now = end + MINUTE;
    expect(await rankOf(early.cookie)).toBe(3);
    expect(await historyRank(early.cookie)).toBe(3);
    const rateAfter = ((await inject('GET', '/problem/getAllProblem', early.cookie)).json() as ProblemListEntry[]).find(
      (problem) => problem._id === publicProblem,
    )?.acceptanceRate;
    expect(rateAfter).not.toBe(rateDuring);
  });

  it('after the end, a contest problem becomes practice with its help open, and a reserved one stays hidden', async () => {
    now = end + 2 * MINUTE;
    const visitorList = await listed('');
    expect(visitorList).toContain(contestProblem);
    expect(visitorList).not.toContain(reservedProblem);
    const user = await signUp(test.app);
    const page = (await inject('GET', `/problem/problembyid/${contestProblem}`, user.cookie)).json() as ProblemDetail;
    expect(page.contestMode).toBeNull();
    expect((await inject('GET', `/comments/problem/${contestProblem}`, user.cookie)).statusCode).toBe(200);
    expect((await inject('GET', `/ai/chat/${contestProblem}`, user.cookie)).statusCode).toBe(200);
    for (const [name, method, url, body] of problemRoutes(reservedProblem)) {
      expect([name, (await inject(method, url, user.cookie, body)).statusCode]).toEqual([name, 404]);
    }
    expect((await inject('GET', `/problem/problembyid/${reservedProblem}`, adminCookie)).statusCode).toBe(200);
  });

  it("lets admins choose a problem's visibility and keeps it through edits that do not name one", async () => {
    const body = (await inject('GET', `/problem/admin/${publicProblem}`, adminCookie)).json() as { visibility: string };
    expect(body.visibility).toBe('public');
  });
});
