import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestMessages, SCORE_PER_SOLVED_PROBLEM, type StandingsEntry } from '@codeyard/shared';
import { insertProblem } from '../../services/problems/problems.js';
import { availableDialects } from '../../testing/databases.js';
import { sumProblem } from '../../testing/fixture-problem.js';
import { scriptedJudging } from '../../testing/scripted-judging.js';
import { createTestApp, signInAsAdmin, signUp, type TestApp } from '../../testing/test-app.js';

const MINUTE = 60_000;
const dialects = await availableDialects();

describe.each(dialects)('virtual participation on %s', (dialect) => {
  let test: TestApp;
  let adminCookie: string;
  /** The server's clock, moved by the tests. */
  let now = Date.parse('2026-03-01T09:00:00.000Z');
  const start = Date.parse('2026-03-01T10:00:00.000Z');
  const end = Date.parse('2026-03-01T12:00:00.000Z');
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
    adminCookie = await signInAsAdmin(test);
  });
  afterAll(async () => {
    await test?.close();
  });

  const inject = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    test.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
  const newContest = async (scoring: 'icpc' | 'ioi', freezeMinutes = 0) => {
    const response = await inject('POST', '/problem/createcontest', adminCookie, {
      title: `Round ${scoring}`,
      description: 'Two problems, two hours.',
      startTime: new Date(start).toISOString(),
      endTime: new Date(end).toISOString(),
      problems: [problemA, problemB],
      scoring,
      freezeMinutes,
    });
    expect(response.statusCode).toBe(201);
    return response.json().contest._id as string;
  };
  const submit = (cookie: string, problemId: string, contestId: string, code: string) =>
    inject('POST', `/submissions/submit/${problemId}`, cookie, { code, language: 'python', contestId });
  const startVirtual = (contestId: string, cookie: string) =>
    inject('POST', `/problem/contest/${contestId}/virtual`, cookie);
  const board = async (contestId: string, cookie: string, query = '') => {
    const response = await inject('GET', `/leader/contest/${contestId}/leaderboard${query}`, cookie);
    expect(response.statusCode).toBe(200);
    return response.json() as StandingsEntry[];
  };
  const summary = (entries: StandingsEntry[]) =>
    entries.map((entry) => [entry.name, entry.rank, entry.solved, entry.penalty, entry.virtual ?? false]);

  it('refuses a virtual run of an upcoming or running contest, and starts one after the end', async () => {
    now = start - 30 * MINUTE;
    const contestId = await newContest('icpc');
    const val = await signUp(test.app, { firstName: 'Val' });

    const early = await startVirtual(contestId, val.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(contestMessages.virtualNotEnded);
    now = start + 10 * MINUTE;
    const during = await startVirtual(contestId, val.cookie);
    expect(during.statusCode).toBe(409);
    expect(during.json().message).toBe(contestMessages.virtualNotEnded);
    // Nothing was stored: the contest page knows of no run.
    expect((await inject('GET', `/problem/contestbyid/${contestId}`, val.cookie)).json().virtual).toBeNull();
    expect((await startVirtual('no-such-contest', val.cookie)).statusCode).toBe(404);
    expect(
      (await test.app.inject({ method: 'POST', url: `/api/problem/contest/${contestId}/virtual` })).statusCode,
    ).toBe(401);

    now = end + 60 * MINUTE;
    const started = await startVirtual(contestId, val.cookie);
    expect(started.statusCode).toBe(201);
    expect(started.json().virtual).toEqual({
      contestId,
      startedAt: new Date(now).toISOString(),
      endsAt: new Date(now + (end - start)).toISOString(),
      running: true,
    });
    // Starting again answers the same run: the clock does not restart.
    now += 5 * MINUTE;
    const again = await startVirtual(contestId, val.cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json().virtual.startedAt).toBe(started.json().virtual.startedAt);
    expect((await inject('GET', `/problem/contestbyid/${contestId}`, val.cookie)).json().virtual).toMatchObject({
      startedAt: started.json().virtual.startedAt,
      running: true,
    });

    // During the run the problem's help is closed for Val, as for a contestant, until her own end; not for others.
    const endsAt = started.json().virtual.endsAt as string;
    const page = (await inject('GET', `/problem/problembyid/${problemA}`, val.cookie)).json();
    expect(page.contestMode).toMatchObject({ contestId, endTime: endsAt });
    const other = await signUp(test.app, { firstName: 'Oli' });
    expect((await inject('GET', `/problem/problembyid/${problemA}`, other.cookie)).json().contestMode).toBeNull();
    now = Date.parse(endsAt) + 1;
    expect((await inject('GET', `/problem/problembyid/${problemA}`, val.cookie)).json().contestMode).toBeNull();
  });

  it('counts submissions inside the run on the virtual board at their relative time, and never on the official one', async () => {
    now = start;
    const contestId = await newContest('icpc');
    const ann = await signUp(test.app, { firstName: 'Ann' });
    const bob = await signUp(test.app, { firstName: 'Bob' });
    const val = await signUp(test.app, { firstName: 'Val' });
    const eve = await signUp(test.app, { firstName: 'Eve' });

    now = start + 30 * MINUTE;
    await submit(ann.cookie, problemA, contestId, '# ACCEPT');
    now = start + 50 * MINUTE;
    await submit(bob.cookie, problemA, contestId, 'print(0)');
    now = start + 51 * MINUTE;
    await submit(bob.cookie, problemA, contestId, '# ACCEPT');

    now = end + 24 * 60 * MINUTE;
    const officialBefore = await board(contestId, ann.cookie);
    expect(summary(officialBefore)).toEqual([
      ['Ann', 1, 1, 30, false],
      ['Bob', 2, 1, 71, false],
    ]);

    // An official contestant cannot take it again virtually: the contest's page says so before they try.
    const detail = async (cookie: string) => (await inject('GET', `/problem/contestbyid/${contestId}`, cookie)).json();
    expect((await detail(ann.cookie)).tookPart).toBe(true);
    expect((await detail(val.cookie)).tookPart).toBe(false);
    const refused = await startVirtual(contestId, ann.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(contestMessages.virtualOfficial);

    // Before starting, a submission naming the ended contest is plain practice.
    const before = (await submit(val.cookie, problemB, contestId, '# ACCEPT')).json();
    expect(before).toMatchObject({ countedForContest: false, virtualContestId: null });

    const runStart = now + MINUTE;
    now = runStart;
    expect((await startVirtual(contestId, val.cookie)).statusCode).toBe(201);
    now = runStart + 10 * MINUTE;
    const noticed: string[] = [];
    test.context.standings.onArrival((id) => noticed.push(id));
    const first = (await submit(val.cookie, problemA, contestId, '# ACCEPT')).json();
    expect(first).toMatchObject({ countedForContest: false, virtualContestId: contestId, contestNote: null });
    // Watchers of the board hear of the judged virtual submission, so a board showing virtual rows refreshes.
    expect(noticed).toContain(contestId);
    // A submission without the contest's id is practice, even during the run.
    now = runStart + 20 * MINUTE;
    await inject('POST', `/submissions/submit/${problemB}`, val.cookie, { code: '# ACCEPT', language: 'python' });

    // During her run Val sees the board as it stood 20 minutes into the contest: nobody had solved anything yet.
    const midRun = await board(contestId, val.cookie, '?virtual=1');
    expect(summary(midRun)).toEqual([
      ['Val', 1, 1, 10, true],
      ['Ann', 2, 0, 0, false],
      ['Bob', 2, 0, 0, false],
    ]);

    // After her window ends her submissions count nowhere but practice.
    now = runStart + (end - start) + MINUTE;
    const late = (await submit(val.cookie, problemB, contestId, '# ACCEPT')).json();
    expect(late).toMatchObject({ countedForContest: false, virtualContestId: null });

    const merged = await board(contestId, eve.cookie, '?virtual=1');
    expect(summary(merged)).toEqual([
      ['Val', 1, 1, 10, true],
      ['Ann', 2, 1, 30, false],
      ['Bob', 3, 1, 71, false],
    ]);
    // First-to-solve stays the official one.
    expect(merged.find((entry) => entry.virtual)?.cells[0]).toMatchObject({
      solved: true,
      minute: 10,
      firstToSolve: false,
    });
    expect(merged.find((entry) => entry.name === 'Ann')?.cells[0]?.firstToSolve).toBe(true);

    // Without virtual=1 the answer is exactly the official board, before and after.
    expect(await board(contestId, eve.cookie)).toEqual(officialBefore);
    expect(await board(contestId, ann.cookie, '?virtual=0')).toEqual(officialBefore);

    // The standings screen's call marks the rows the same way, with the viewer's own virtual row as `mine`.
    const standings = (await inject('GET', `/leader/contest/${contestId}/standings?virtual=1`, val.cookie)).json();
    expect(standings.total).toBe(3);
    expect(standings.mine).toMatchObject({ name: 'Val', virtual: true, rank: 1 });
    const official = (await inject('GET', `/leader/contest/${contestId}/standings`, val.cookie)).json();
    expect(official.total).toBe(2);
    expect(official.mine).toBeNull();

    // Another user cannot start, see or submit into Val's run: Eve's own start is a new run of her own.
    const eves = await startVirtual(contestId, eve.cookie);
    expect(eves.statusCode).toBe(201);
    expect(eves.json().virtual.startedAt).toBe(new Date(now).toISOString());
    const evesSubmission = (await submit(eve.cookie, problemB, contestId, 'print(0)')).json();
    expect(evesSubmission.virtualContestId).toBe(contestId);
    const withEve = await board(contestId, eve.cookie, '?virtual=1');
    expect(withEve.filter((entry) => entry.name === 'Val')).toHaveLength(1);
    // Eve's run has just begun, so she sees Val's row as it stood at minute 0 of Val's run too.
    expect(withEve.find((entry) => entry.name === 'Val')).toMatchObject({ solved: 0, virtual: true });
    expect(withEve.find((entry) => entry.name === 'Eve')?.cells[1]).toMatchObject({ attempts: 1, solved: false });
    // During her own run even the plain board is the one at her minute (issue 30): the final results never show through it.
    expect(await board(contestId, eve.cookie)).toEqual(withEve);
    now += end - start + MINUTE;
    expect(await board(contestId, eve.cookie)).toEqual(officialBefore);
  });

  it('ranks virtual rows by IOI rules too', async () => {
    now = start;
    const contestId = await newContest('ioi');
    const ann = await signUp(test.app, { firstName: 'Ann' });
    const val = await signUp(test.app, { firstName: 'Val' });
    now = start + 40 * MINUTE;
    await submit(ann.cookie, problemA, contestId, '# ACCEPT');

    now = end + 10 * MINUTE;
    const official = await board(contestId, ann.cookie);
    expect((await startVirtual(contestId, val.cookie)).statusCode).toBe(201);
    now += 20 * MINUTE;
    await submit(val.cookie, problemA, contestId, '# ACCEPT');
    now += 10 * MINUTE;
    await submit(val.cookie, problemB, contestId, '# ACCEPT');

    const merged = await board(contestId, ann.cookie, '?virtual=1');
    expect(merged.map((entry) => [entry.name, entry.rank, entry.totalScore, entry.virtual ?? false])).toEqual([
      ['Val', 1, 2 * SCORE_PER_SOLVED_PROBLEM, true],
      ['Ann', 2, SCORE_PER_SOLVED_PROBLEM, false],
    ]);
    expect(merged[0]?.cells.map((cell) => cell.minute)).toEqual([20, 30]);
    expect(await board(contestId, ann.cookie)).toEqual(official);
  });
});
