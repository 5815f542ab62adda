import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestMessages } from '@codeyard/shared';
import { insertProblem } from '../../services/problems/problems.js';
import { ensureAdmin } from '../../services/users/users.js';
import { availableDialects } from '../../testing/databases.js';
import { HIDDEN_MARKERS, SUM_SOLUTIONS, sumProblem } from '../../testing/fixture-problem.js';
import { scriptedJudging } from '../../testing/scripted-judging.js';
import { createTestApp, sessionCookieOf, signUp, type TestApp } from '../../testing/test-app.js';

const MINUTE = 60_000;
const dialects = await availableDialects();

describe.each(dialects)('contests on %s', (dialect) => {
  let test: TestApp;
  let adminCookie: string;
  /** The server's clock, moved by the tests. */
  let now = Date.parse('2026-03-01T09:00:00.000Z');
  const start = Date.parse('2026-03-01T10:00:00.000Z');
  const end = Date.parse('2026-03-01T12:00:00.000Z');
  let problemA: string;
  let problemB: string;
  let practiceOnly: string;

  beforeAll(async () => {
    test = await createTestApp({
      dialect,
      judging: scriptedJudging,
      clock: () => now,
      // The clock moves two months ahead below; sessions end by it, so they last a year here.
      env: { AUTH_RATE_LIMIT: '1000', JUDGE_RATE_LIMIT: '1000', SESSION_TTL_DAYS: '365' },
    });
    problemA = await insertProblem(test.context.database, sumProblem({ title: 'Alpha' }), test.context.clock());
    problemB = await insertProblem(
      test.context.database,
      sumProblem({ title: 'Beta', difficulty: 'medium' }),
      test.context.clock(),
    );
    practiceOnly = await insertProblem(test.context.database, sumProblem({ title: 'Gamma' }), test.context.clock());
    await ensureAdmin(test.context.database, {
      email: 'root@example.com',
      password: 'Admin123!',
      firstName: 'Root',
      nowMs: test.context.clock(),
    });
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { emailid: 'root@example.com', password: 'Admin123!' },
    });
    adminCookie = sessionCookieOf(login);
  });
  afterAll(async () => {
    await test?.close();
  });

  const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) =>
    test.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
  const createContest = (body: object) => inject('POST', '/problem/createcontest', adminCookie, body);
  const validContest = () => ({
    title: 'Weekly 1',
    description: 'Two problems, two hours.',
    startTime: new Date(start).toISOString(),
    endTime: new Date(end).toISOString(),
    problems: [problemA, problemB],
  });
  const submit = (cookie: string, problemId: string, contestId: string, code: string) =>
    inject('POST', `/submissions/submit/${problemId}`, cookie, { code, language: 'python', contestId });

  it('validates the create form with a message per field, for admins only', async () => {
    const cases: [object, string][] = [
      [{ ...validContest(), title: '  ' }, contestMessages.titleRequired],
      [{ ...validContest(), description: '' }, contestMessages.descriptionRequired],
      [{ ...validContest(), startTime: 'soon' }, contestMessages.startTimeInvalid],
      [{ ...validContest(), endTime: new Date(start - MINUTE).toISOString() }, contestMessages.endBeforeStart],
      [{ ...validContest(), problems: [] }, contestMessages.problemsRequired],
      [{ ...validContest(), problems: [problemA, problemA] }, contestMessages.problemsDuplicate],
      [{ ...validContest(), problems: [problemA, 'no-such-problem'] }, contestMessages.problemMissing],
    ];
    for (const [body, message] of cases) {
      const response = await createContest(body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const user = await signUp(test.app);
    expect((await inject('POST', '/problem/createcontest', user.cookie, validContest())).statusCode).toBe(403);
    expect(
      (await test.app.inject({ method: 'POST', url: '/api/problem/createcontest', payload: validContest() }))
        .statusCode,
    ).toBe(401);
    expect((await inject('GET', '/problem/getallcontests', adminCookie)).json()).toEqual([]);
  });

  it('runs a contest from creation to the end under the server clock', async () => {
    now = Date.parse('2026-03-01T09:00:00.000Z');
    const created = await createContest(validContest());
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe(contestMessages.created);
    const contestId: string = created.json().contest._id;
    const ann = await signUp(test.app, { firstName: 'Ann' });
    const bob = await signUp(test.app, { firstName: 'Bob' });

    // Upcoming: the card is listed, the problems and the board are not.
    const cards = (await inject('GET', '/problem/getallcontests', ann.cookie)).json();
    expect(cards).toEqual([
      expect.objectContaining({ _id: contestId, status: 'upcoming', title: 'Weekly 1', problemCount: 2 }),
    ]);
    const hidden = await inject('GET', `/problem/contestbyid/${contestId}`, ann.cookie);
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json()).toMatchObject({
      message: contestMessages.notStarted,
      contest: { startTime: new Date(start).toISOString() },
    });
    expect(hidden.body).not.toContain(problemA);
    expect((await inject('GET', `/leader/contest/${contestId}/leaderboard`, ann.cookie)).statusCode).toBe(403);
    expect((await inject('GET', `/problem/contestbyid/${contestId}`, adminCookie)).json().problems).toHaveLength(2);

    // Registering before the start counts as taking part; submitting before the start is practice.
    expect((await inject('POST', `/problem/contest/${contestId}/register`, bob.cookie)).statusCode).toBe(200);
    const early = (await submit(ann.cookie, problemA, contestId, '# ACCEPT')).json();
    expect(early).toMatchObject({
      status: 'accepted',
      countedForContest: false,
      contestNote: contestMessages.notRunning,
      contestId: null,
    });

    // Running: problems as { _id, title, difficulty, label } only, never tests or reference code.
    now = start + 5 * MINUTE;
    const detail = await inject('GET', `/problem/contestbyid/${contestId}`, ann.cookie);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      status: 'running',
      problems: [
        { _id: problemA, title: 'Alpha', difficulty: 'easy', label: 'A' },
        { _id: problemB, title: 'Beta', difficulty: 'medium', label: 'B' },
      ],
    });
    for (const problem of detail.json().problems)
      expect(Object.keys(problem).sort()).toEqual(['_id', 'difficulty', 'label', 'title']);
    for (const secret of [...HIDDEN_MARKERS, SUM_SOLUTIONS.python]) expect(detail.body).not.toContain(secret);

    const wrong = (await submit(ann.cookie, problemA, contestId, 'print(0)')).json();
    expect(wrong).toMatchObject({ status: 'wrong', countedForContest: true, contestId });
    now = start + 7 * MINUTE;
    expect((await submit(ann.cookie, problemA, contestId, '# COMPILE_ERROR')).json().countedForContest).toBe(true);
    now = start + 12 * MINUTE + 30_000;
    expect((await submit(ann.cookie, problemA, contestId, '# ACCEPT')).json().countedForContest).toBe(true);
    const offProblem = (await submit(bob.cookie, practiceOnly, contestId, '# ACCEPT')).json();
    expect(offProblem).toMatchObject({ countedForContest: false, contestNote: contestMessages.notInContest });
    now = start + 20 * MINUTE;
    await submit(bob.cookie, problemB, contestId, '# ACCEPT');
    await submit(bob.cookie, problemA, contestId, '# ACCEPT');

    const board = (await inject('GET', `/leader/contest/${contestId}/standings`, ann.cookie)).json();
    // Ann: A at 12 min + one wrong attempt (the compile error is free) = 32. Bob: A and B at 20 = 40.
    expect(
      board.entries.map(
        (entry: { name: string; rank: number; solved: number; penalty: number; totalScore: number }) => [
          entry.name,
          entry.rank,
          entry.solved,
          entry.penalty,
          entry.totalScore,
        ],
      ),
    ).toEqual([
      ['Bob', 1, 2, 40, 200],
      ['Ann', 2, 1, 32, 100],
    ]);
    expect(board.entries[1].cells[0]).toEqual({
      problemId: problemA,
      attempts: 1,
      pending: 0,
      solved: true,
      minute: 12,
      firstToSolve: true,
    });
    expect(board.mine).toMatchObject({ name: 'Ann', rank: 2 });
    const list = await inject('GET', `/leader/contest/${contestId}/leaderboard`, bob.cookie);
    expect(
      list
        .json()
        .map((entry: { userId: string; name: string; totalScore: number }) => [
          entry.userId,
          entry.name,
          entry.totalScore,
        ]),
    ).toEqual([
      [bob.userId, 'Bob', 200],
      [ann.userId, 'Ann', 100],
    ]);
    expect(list.headers['x-total-count']).toBe('2');

    // A running contest may only end later or get corrected text.
    expect(
      (
        await inject('PATCH', `/problem/contest/${contestId}`, adminCookie, {
          startTime: new Date(start + MINUTE).toISOString(),
        })
      ).json().message,
    ).toBe(contestMessages.runningEditRule);
    expect(
      (
        await inject('PATCH', `/problem/contest/${contestId}`, adminCookie, {
          endTime: new Date(end - MINUTE).toISOString(),
        })
      ).json().message,
    ).toBe(contestMessages.runningEditRule);
    expect(
      (await inject('PATCH', `/problem/contest/${contestId}`, adminCookie, { problems: [problemA] })).statusCode,
    ).toBe(400);
    const extended = await inject('PATCH', `/problem/contest/${contestId}`, adminCookie, {
      endTime: new Date(end + 10 * MINUTE).toISOString(),
      title: 'Weekly #1',
    });
    expect(extended.statusCode).toBe(200);
    expect((await inject('PATCH', `/problem/contest/${contestId}`, ann.cookie, { title: 'Mine now' })).statusCode).toBe(
      403,
    );

    // Ended: submissions are practice; the board stays; both took part.
    now = end + 11 * MINUTE;
    expect((await submit(ann.cookie, problemB, contestId, '# ACCEPT')).json()).toMatchObject({
      countedForContest: false,
      contestNote: contestMessages.notRunning,
    });
    expect(
      (await inject('GET', `/leader/contest/${contestId}/standings`, ann.cookie))
        .json()
        .entries.map((entry: { name: string }) => entry.name),
    ).toEqual(['Bob', 'Ann']);
    const annContests = (await inject('GET', '/problem/usercontests', ann.cookie)).json();
    expect(annContests).toEqual([
      expect.objectContaining({
        _id: contestId,
        title: 'Weekly #1',
        status: 'ended',
        rank: 2,
        solved: 1,
        totalScore: 100,
      }),
    ]);
    const cardsAfter = (await inject('GET', '/problem/getallcontests', bob.cookie)).json();
    expect(cardsAfter[0]).toMatchObject({ status: 'ended', participantCount: 2, registered: true });

    // Deleting keeps the submissions as practice.
    expect((await inject('DELETE', `/problem/contest/${contestId}`, adminCookie)).statusCode).toBe(200);
    expect((await inject('GET', `/problem/contestbyid/${contestId}`, ann.cookie)).statusCode).toBe(404);
    expect((await inject('GET', `/problem/submittedproblems/${problemA}`, ann.cookie)).json()).toHaveLength(4);
  });

  it('hides results after the freeze from others until the end, but not from the contestant or admins', async () => {
    now = start - MINUTE;
    const contestId: string = (await createContest({ ...validContest(), title: 'Frozen', freezeMinutes: 30 })).json()
      .contest._id;
    const ann = await signUp(test.app, { firstName: 'Ann' });
    const bob = await signUp(test.app, { firstName: 'Bob' });
    now = start + 10 * MINUTE;
    await submit(ann.cookie, problemA, contestId, '# ACCEPT');
    now = end - 10 * MINUTE;
    await submit(bob.cookie, problemA, contestId, '# ACCEPT');
    await submit(bob.cookie, problemB, contestId, '# ACCEPT');

    const asAnn = (await inject('GET', `/leader/contest/${contestId}/standings`, ann.cookie)).json();
    expect(asAnn.frozen).toBe(true);
    expect(asAnn.entries.map((entry: { name: string; solved: number }) => [entry.name, entry.solved])).toEqual([
      ['Ann', 1],
      ['Bob', 0],
    ]);
    expect(asAnn.entries[1].cells.map((cell: { pending: number }) => cell.pending)).toEqual([1, 1]);
    const asBob = (await inject('GET', `/leader/contest/${contestId}/standings`, bob.cookie)).json();
    expect(asBob.mine).toMatchObject({ name: 'Bob', solved: 2, rank: 1 });
    const asAdmin = (await inject('GET', `/leader/contest/${contestId}/standings`, adminCookie)).json();
    expect(asAdmin.frozen).toBe(false);
    expect(asAdmin.entries[0]).toMatchObject({ name: 'Bob', solved: 2 });

    now = end + 1;
    const after = (await inject('GET', `/leader/contest/${contestId}/standings`, ann.cookie)).json();
    expect(after.frozen).toBe(false);
    expect(after.entries.map((entry: { name: string }) => entry.name)).toEqual(['Bob', 'Ann']);
  });

  it('ranks two users racing for the same problem by who was received first', async () => {
    now = start - MINUTE;
    const contestId: string = (await createContest({ ...validContest(), title: 'Race' })).json().contest._id;
    const racers = await Promise.all([signUp(test.app, { firstName: 'Red' }), signUp(test.app, { firstName: 'Blue' })]);
    now = start + 3 * MINUTE;
    const answers = await Promise.all(racers.map((racer) => submit(racer.cookie, problemA, contestId, '# ACCEPT')));
    expect(answers.map((answer) => answer.json().countedForContest)).toEqual([true, true]);
    const board = (await inject('GET', `/leader/contest/${contestId}/standings`, racers[0]!.cookie)).json();
    expect(board.entries).toHaveLength(2);
    expect(board.entries.map((entry: { rank: number; solved: number }) => [entry.rank, entry.solved])).toEqual([
      [1, 1],
      [1, 1],
    ]);
    // Both were received in the same minute of the server clock: both are first to solve.
    expect(board.entries.every((entry: { cells: { firstToSolve: boolean }[] }) => entry.cells[0]?.firstToSolve)).toBe(
      true,
    );
  });

  it('pages a large board and pins the viewer row', async () => {
    now = start - MINUTE;
    const contestId: string = (await createContest({ ...validContest(), title: 'Crowd' })).json().contest._id;
    now = start + MINUTE;
    const users = [];
    for (let index = 0; index < 7; index += 1) {
      const user = await signUp(test.app, { firstName: `Player${index}` });
      users.push(user);
      now = start + (index + 1) * MINUTE;
      await submit(user.cookie, problemA, contestId, '# ACCEPT');
    }
    const last = users[6]!;
    const page = (await inject('GET', `/leader/contest/${contestId}/standings?page=1&pageSize=3`, last.cookie)).json();
    expect(page).toMatchObject({ page: 1, pageSize: 3, total: 7 });
    expect(page.entries.map((entry: { name: string }) => entry.name)).toEqual(['Player0', 'Player1', 'Player2']);
    expect(page.mine).toMatchObject({ name: 'Player6', rank: 7 });
    // What browsers get: the same answer, gzipped around the page every viewer shares.
    const zipped = await test.app.inject({
      method: 'GET',
      url: `/api/leader/contest/${contestId}/standings?page=1&pageSize=3`,
      headers: { cookie: last.cookie, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.headers).toMatchObject({ 'content-encoding': 'gzip', vary: 'accept-encoding' });
    expect({ ...JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8')), serverTime: null }).toEqual({
      ...page,
      serverTime: null,
    });
    const third = (await inject('GET', `/leader/contest/${contestId}/standings?page=3&pageSize=3`, last.cookie)).json();
    expect(third.entries.map((entry: { name: string }) => entry.name)).toEqual(['Player6']);
    expect(
      (await inject('GET', `/leader/contest/${contestId}/standings?pageSize=100000`, last.cookie)).statusCode,
    ).toBe(400);
  });

  it('a board first read before any submission takes in the first ones (no watermark yet)', async () => {
    now = start - MINUTE;
    const contestId: string = (await createContest({ ...validContest(), title: 'Quiet Start' })).json().contest._id;
    const user = await signUp(test.app, { firstName: 'Early' });
    now = start + MINUTE;
    const empty = await inject('GET', `/leader/contest/${contestId}/standings`, user.cookie);
    expect(empty.statusCode).toBe(200);
    expect(empty.json().entries).toEqual([]);
    // No wait: a submission this server stored makes the next reader look at the database at once.
    await submit(user.cookie, problemA, contestId, '# ACCEPT');
    const after = await inject('GET', `/leader/contest/${contestId}/standings`, user.cookie);
    expect(after.statusCode).toBe(200);
    expect(after.json().entries).toMatchObject([{ name: 'Early', solved: 1 }]);
  });

  it('renders the description as sanitised Markdown on upcoming cards and on the detail, never raw HTML', async () => {
    now = Date.parse('2026-05-01T09:00:00.000Z');
    const hostile = '**Bold rules**\n\n<script>alert(1)</script><img src="x" onerror="alert(2)">\n\n- one\n- two';
    const contestId: string = (
      await createContest({
        ...validContest(),
        title: 'Markdown round',
        description: hostile,
        startTime: '2026-05-01T10:00:00.000Z',
        endTime: '2026-05-01T12:00:00.000Z',
      })
    ).json().contest._id;
    const viewer = await signUp(test.app, { firstName: 'Reader' });
    const cardOf = async () =>
      (await inject('GET', '/problem/getallcontests', viewer.cookie))
        .json()
        .find((card: { _id: string }) => card._id === contestId);
    const card = await cardOf();
    expect(card.description).toBe(hostile);
    expect(card.descriptionHtml).toContain('<strong>Bold rules</strong>');
    expect(card.descriptionHtml).toContain('<li>one</li>');
    for (const html of [card.descriptionHtml as string]) {
      expect(html).not.toContain('<script');
      expect(html).not.toContain('onerror');
    }

    // Running: the card no longer carries it (the detail does), so a long list renders nothing it does not show.
    now = Date.parse('2026-05-01T10:05:00.000Z');
    expect((await cardOf()).descriptionHtml).toBeUndefined();
    const detail = (await inject('GET', `/problem/contestbyid/${contestId}`, viewer.cookie)).json();
    expect(detail.descriptionHtml).toContain('<strong>Bold rules</strong>');
    expect(detail.descriptionHtml).not.toContain('<script');
    expect(detail.descriptionHtml).not.toContain('onerror');
  });
});
