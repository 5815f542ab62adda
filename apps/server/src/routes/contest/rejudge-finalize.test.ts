import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freezesInForce, isHiddenFromOthers } from '../../services/policy/access-policy.js';
import { insertProblem } from '../../services/problems/problems.js';
import { ensureAdmin } from '../../services/users/users.js';
import { availableDialects } from '../../testing/databases.js';
import { sumProblem } from '../../testing/fixture-problem.js';
import { scriptedJudging } from '../../testing/scripted-judging.js';
import { createTestApp, sessionCookieOf, signUp, type TestApp } from '../../testing/test-app.js';

const MINUTE = 60_000;
const dialects = await availableDialects();

type Entry = { name: string; solved: number; rank: number; cells: { pending: number; solved: boolean }[] };

describe.each(dialects)('rejudging and finalising on %s', (dialect) => {
  let test: TestApp;
  let adminCookie: string;
  let now = Date.parse('2026-04-01T09:00:00.000Z');
  const start = Date.parse('2026-04-01T10:00:00.000Z');
  const end = Date.parse('2026-04-01T12:00:00.000Z');
  let problemA: string;
  let problemB: string;

  beforeAll(async () => {
    test = await createTestApp({
      dialect,
      judging: scriptedJudging,
      clock: () => now,
      env: { AUTH_RATE_LIMIT: '1000', JUDGE_RATE_LIMIT: '1000' },
    });
    problemA = await insertProblem(test.context.database, sumProblem({ title: 'Alpha' }), test.context.clock());
    problemB = await insertProblem(test.context.database, sumProblem({ title: 'Beta' }), test.context.clock());
    await ensureAdmin(test.context.database, {
      email: 'jury@example.com',
      password: 'Admin123!',
      firstName: 'Jury',
      nowMs: test.context.clock(),
    });
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { emailid: 'jury@example.com', password: 'Admin123!' },
    });
    adminCookie = sessionCookieOf(login);
  });
  afterAll(async () => {
    await test?.close();
  });

  const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) =>
    test.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
  const newContest = async (extra: object = {}): Promise<string> => {
    now = start - MINUTE;
    const response = await inject('POST', '/problem/createcontest', adminCookie, {
      title: 'Regional',
      description: 'Two problems.',
      startTime: new Date(start).toISOString(),
      endTime: new Date(end).toISOString(),
      problems: [problemA, problemB],
      ...extra,
    });
    expect(response.statusCode).toBe(201);
    return response.json().contest._id as string;
  };
  const submit = async (cookie: string, problemId: string, contestId: string, code: string): Promise<string> => {
    const response = await inject('POST', `/submissions/submit/${problemId}`, cookie, {
      code,
      language: 'python',
      contestId,
    });
    expect(response.statusCode).toBe(200);
    return response.json()._id as string;
  };
  const board = async (contestId: string, cookie: string) =>
    (await inject('GET', `/leader/contest/${contestId}/standings`, cookie)).json() as {
      frozen: boolean;
      finalized: boolean;
      entries: Entry[];
    };
  /** The scripted judge reads its verdict from the code: a tightened test set is modelled by changing the marker. */
  const tightenTests = (submissionId: string, code: string) =>
    test.context.database.updateTable('submissions').set({ code }).where('id', '=', submissionId).execute();
  const judged = async (submissionId: string) => {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const row = await test.context.database
        .selectFrom('submissions')
        .selectAll()
        .where('id', '=', submissionId)
        .executeTakeFirstOrThrow();
      if (row.status !== 'pending') return row;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`submission ${submissionId} stayed pending`);
  };

  it('rejudges a contest problem: the new verdict moves the board, un-solves the problem and keeps the old verdict', async () => {
    const contestId = await newContest();
    const ann = await signUp(test.app, { firstName: 'Ann' });
    const bob = await signUp(test.app, { firstName: 'Bob' });
    now = start + 10 * MINUTE;
    const annA = await submit(ann.cookie, problemA, contestId, '# ACCEPT');
    const annB = await submit(ann.cookie, problemB, contestId, '# ACCEPT');
    now = start + 20 * MINUTE;
    await submit(bob.cookie, problemA, contestId, '# ACCEPT');
    expect((await board(contestId, bob.cookie)).entries.map((entry) => [entry.name, entry.solved])).toEqual([
      ['Ann', 2],
      ['Bob', 1],
    ]);

    // Ann's B was accepted on weak tests; the new ones reject it.
    await tightenTests(annB, '# wrong now');
    const rejudge = await inject('POST', `/problem/contest/${contestId}/rejudge`, adminCookie, { problemId: problemB });
    expect(rejudge.statusCode).toBe(202);
    expect(rejudge.json().rejudged).toEqual([annB]);
    const row = await judged(annB);
    expect(row).toMatchObject({ status: 'wrong', previous_status: 'accepted', previous_verdict: 'Accepted' });

    const after = await board(contestId, bob.cookie);
    expect(after.entries.map((entry) => [entry.name, entry.solved])).toEqual([
      ['Ann', 1],
      ['Bob', 1],
    ]);
    const solved = (await inject('GET', '/problem/problemsolvedbyuser', ann.cookie)).json() as { _id: string }[];
    expect(solved.map((problem) => problem._id)).toEqual([problemA]);

    const listed = (await inject('GET', `/problem/contest/${contestId}/submissions`, adminCookie)).json() as {
      _id: string;
      verdict: string;
      previousVerdict?: string;
      rejudgedAt?: string;
    }[];
    expect(listed.find((submission) => submission._id === annB)).toMatchObject({
      verdict: 'Wrong Answer',
      previousVerdict: 'Accepted',
    });
    expect(listed.find((submission) => submission._id === annA)?.rejudgedAt).toBeUndefined();
  });

  it('refuses rejudges from non-admins, of foreign ids and of pending submissions', async () => {
    const contestId = await newContest();
    const other = await newContest({ title: 'Other' });
    const ann = await signUp(test.app, { firstName: 'Ann' });
    now = start + 5 * MINUTE;
    const mine = await submit(ann.cookie, problemA, contestId, '# ACCEPT');
    const elsewhere = await submit(ann.cookie, problemA, other, '# ACCEPT');
    const practice = (
      await inject('POST', `/submissions/submit/${problemB}`, ann.cookie, { code: '# ACCEPT', language: 'python' })
    ).json()._id as string;

    expect((await inject('POST', `/problem/contest/${contestId}/rejudge`, ann.cookie, {})).statusCode).toBe(403);
    expect((await inject('POST', `/submissions/rejudge/${mine}`, ann.cookie)).statusCode).toBe(403);
    expect((await inject('POST', `/problem/contest/${contestId}/finalize`, ann.cookie)).statusCode).toBe(403);

    const foreign = await inject('POST', `/problem/contest/${contestId}/rejudge`, adminCookie, {
      submissionIds: [mine, elsewhere],
    });
    expect(foreign.statusCode).toBe(400);
    expect(
      (
        await inject('POST', `/problem/contest/${contestId}/rejudge`, adminCookie, {
          submissionIds: [practice],
        })
      ).statusCode,
    ).toBe(400);
    expect((await judged(mine)).rejudged_at).toBeNull();

    // A practice submission rejudges on its own; while it is pending a second rejudge is refused with 409.
    await test.context.database
      .updateTable('submissions')
      .set({ status: 'pending' })
      .where('id', '=', practice)
      .execute();
    expect((await inject('POST', `/submissions/rejudge/${practice}`, adminCookie)).statusCode).toBe(409);
    await test.context.database
      .updateTable('submissions')
      .set({ status: 'accepted' })
      .where('id', '=', practice)
      .execute();
    const single = await inject('POST', `/submissions/rejudge/${practice}`, adminCookie);
    expect(single.statusCode).toBe(202);
    expect((await judged(practice)).previous_status).toBe('accepted');
    expect((await inject('POST', '/submissions/rejudge/no-such-submission', adminCookie)).statusCode).toBe(404);
  });

  it('holds a manual contest frozen after the end until an admin finalises it, then opens the reveal', async () => {
    const contestId = await newContest({ title: 'Manual', freezeMinutes: 30, finalize: 'manual' });
    const ann = await signUp(test.app, { firstName: 'Ann' });
    const bob = await signUp(test.app, { firstName: 'Bob' });
    now = start + 10 * MINUTE;
    await submit(ann.cookie, problemA, contestId, '# ACCEPT');
    now = end - 10 * MINUTE;
    await submit(bob.cookie, problemA, contestId, '# ACCEPT');
    const bobLate = await submit(bob.cookie, problemB, contestId, '# ACCEPT');

    expect((await inject('POST', `/problem/contest/${contestId}/finalize`, adminCookie)).statusCode).toBe(409);
    now = end + 5 * MINUTE;
    const held = await board(contestId, ann.cookie);
    expect(held).toMatchObject({ frozen: true, finalized: false });
    expect(held.entries.map((entry) => [entry.name, entry.solved])).toEqual([
      ['Ann', 1],
      ['Bob', 0],
    ]);
    expect((await board(contestId, adminCookie)).frozen).toBe(false);
    expect((await inject('GET', `/leader/contest/${contestId}/reveal`, ann.cookie)).statusCode).toBe(403);
    expect((await inject('POST', `/problem/contest/${contestId}/finalize`, ann.cookie)).statusCode).toBe(403);
    const clicsState = await test.app.inject({ method: 'GET', url: `/api/clics/contests/${contestId}/state` });
    expect(clicsState.json()).toMatchObject({ thawed: null, finalized: null, end_of_updates: null });
    const clicsBoard = await test.app.inject({ method: 'GET', url: `/api/clics/contests/${contestId}/scoreboard` });
    expect((clicsBoard.json().rows as { score: { num_solved: number } }[]).map((row) => row.score.num_solved)).toEqual([
      1, 0,
    ]);

    const reveal = await inject('GET', `/leader/contest/${contestId}/reveal`, adminCookie);
    expect(reveal.statusCode).toBe(200);
    const data = reveal.json() as { frozen: Entry[]; final: Entry[]; submissions: unknown[]; finalized: boolean };
    expect(data.finalized).toBe(false);
    expect(data.frozen.map((entry) => entry.name)).toEqual(['Ann', 'Bob']);
    expect(data.final.map((entry) => entry.name)).toEqual(['Bob', 'Ann']);
    expect(data.submissions).toHaveLength(2);

    // Statistics and sockets hold the frozen results too (acceptance rates, profile solves, verdict notices).
    const { database } = test.context;
    const windows = async () => (await freezesInForce(database, now)).map((window) => window.contestId);
    expect(await windows()).toContain(contestId);
    expect(await isHiddenFromOthers(database, bobLate, now)).toBe(true);

    now = end + 30 * MINUTE;
    const finalized = await inject('POST', `/problem/contest/${contestId}/finalize`, adminCookie);
    expect(finalized.statusCode).toBe(200);
    const finalizedAt = finalized.json().contest.finalizedAt as string;
    now = end + 40 * MINUTE;
    const again = await inject('POST', `/problem/contest/${contestId}/finalize`, adminCookie);
    expect(again.json().contest.finalizedAt).toBe(finalizedAt);

    expect(await windows()).not.toContain(contestId);
    expect(await isHiddenFromOthers(database, bobLate, now)).toBe(false);
    const open = await board(contestId, ann.cookie);
    expect(open).toMatchObject({ frozen: false, finalized: true });
    expect(open.entries.map((entry) => entry.name)).toEqual(['Bob', 'Ann']);
    expect((await inject('GET', `/leader/contest/${contestId}/reveal`, ann.cookie)).statusCode).toBe(200);
    const state = (await test.app.inject({ method: 'GET', url: `/api/clics/contests/${contestId}/state` })).json();
    expect(state.finalized).not.toBeNull();
    expect(state.end_of_updates).not.toBeNull();
  });

  it("applies a rated manual contest's ratings only once it is finalised", async () => {
    const contestId = await newContest({ title: 'Rated manual', rated: true, finalize: 'manual' });
    const ann = await signUp(test.app, { firstName: 'Ann', handle: `ann_${Date.now().toString(36)}` });
    const bob = await signUp(test.app, { firstName: 'Bob', handle: `bob_${Date.now().toString(36)}` });
    now = start + 10 * MINUTE;
    await submit(ann.cookie, problemA, contestId, '# ACCEPT');
    await submit(bob.cookie, problemA, contestId, 'print(0)');
    const ratingOf = async (handle: string) =>
      ((await inject('GET', `/user/profile/${handle}`, '')).json() as { rating: number | null }).rating;
    now = end + MINUTE;
    expect(await ratingOf(ann.handle), 'held until the jury finalises').toBeNull();
    expect((await inject('POST', `/problem/contest/${contestId}/finalize`, adminCookie)).statusCode).toBe(200);
    expect(await ratingOf(ann.handle)).toBeGreaterThan(1500);
    expect(await ratingOf(bob.handle)).toBeLessThan(1500);
  });

  it('unfreezes an auto contest at the end as before, and keeps finalize on the contest answers', async () => {
    const contestId = await newContest({ title: 'Auto', freezeMinutes: 30 });
    const detail = (await inject('GET', `/problem/contestbyid/${contestId}`, adminCookie)).json();
    expect(detail).toMatchObject({ finalize: 'auto', finalizedAt: null });
    const ann = await signUp(test.app, { firstName: 'Ann' });
    now = end - 5 * MINUTE;
    await submit(ann.cookie, problemA, contestId, '# ACCEPT');
    now = end + MINUTE;
    expect((await board(contestId, ann.cookie)).frozen).toBe(false);
    // Switching an ended contest to manual would freeze a board everyone has seen.
    const edit = await inject('PATCH', `/problem/contest/${contestId}`, adminCookie, { finalize: 'manual' });
    expect(edit.statusCode).toBe(400);
  });
});
