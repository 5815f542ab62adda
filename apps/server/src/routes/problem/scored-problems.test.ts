import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseGraderFlags, type TestGroup } from '@codeyard/judge';
import { scoringMessages, toProblemBody } from '@codeyard/shared';
import { availableDialects } from '../../testing/databases.js';
import { HIDDEN_MARKERS, SUM_SOLUTIONS, sumProblem } from '../../testing/fixture-problem.js';
import { inertJudging } from '../../testing/judging.js';
import { scriptedJudging } from '../../testing/scripted-judging.js';
import { createTestApp, signInAsAdmin, signUp, type TestApp } from '../../testing/test-app.js';
import { multipartFile } from '../../testing/zip.js';
import { insertProblem } from '../../services/problems/problems.js';
import { schemaErrors } from '../../testing/clics-schemas.js';

const MINUTE = 60_000;
const dialects = await availableDialects();

/** Small (tests 1–2) 40 points, medium (test 3) 20, large (test 4) 40: 100 in all. */
const GROUPS = [
  { name: 'small', points: 40, tests: [0, 1] },
  { name: 'medium', points: 20, tests: [2] },
  { name: 'large', points: 40, tests: [3] },
];

/** The sum problem as the admin form sends it, scored by GROUPS unless told otherwise. */
function scoredBody(scoring: unknown = { groups: GROUPS }) {
  const { slug: _slug, checker: _checker, sourceHash: _hash, ...fields } = sumProblem({ title: 'Scored Sum' });
  return { ...toProblemBody(fields), tags: 'array', scoring };
}

describe.each(dialects)('scored problems and IOI contests on %s', (dialect) => {
  let test: TestApp;
  let admin: string;
  let now = Date.parse('2026-03-01T09:00:00.000Z');
  const start = Date.parse('2026-03-01T10:00:00.000Z');
  const end = Date.parse('2026-03-01T12:00:00.000Z');

  beforeAll(async () => {
    test = await createTestApp({
      dialect,
      // Submissions are scripted (TESTS:AC,WA,…); reference solutions are taken as verified.
      judging: (context) => ({ ...scriptedJudging(context), verifyReferences: inertJudging.verifyReferences }),
      clock: () => now,
      env: { AUTH_RATE_LIMIT: '1000', JUDGE_RATE_LIMIT: '1000' },
    });
    admin = await signInAsAdmin(test);
  });
  afterAll(async () => {
    await test?.close();
  });

  const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) =>
    test.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
  const submit = (cookie: string, problemId: string, code: string, contestId?: string) =>
    inject('POST', `/submissions/submit/${problemId}`, cookie, {
      code,
      language: 'python',
      ...(contestId ? { contestId } : {}),
    });

  async function createScored(): Promise<string> {
    const created = await inject('POST', '/problem/create', admin, scoredBody());
    expect(created.statusCode, created.body).toBe(201);
    return created.json().problem._id as string;
  }

  it('checks the groups of a scored problem on the server, with a message for each mistake', async () => {
    const cases: [unknown, string][] = [
      [{ groups: [] }, scoringMessages.groupsRequired],
      [{ groups: [{ ...GROUPS[0], points: 0 }, ...GROUPS.slice(1)] }, scoringMessages.pointsPositive],
      [{ groups: [{ ...GROUPS[0], points: 2.5 }, ...GROUPS.slice(1)] }, scoringMessages.pointsPositive],
      [{ groups: GROUPS.slice(0, 2) }, scoringMessages.testMissing(3)],
      [{ groups: [...GROUPS, { name: 'again', points: 5, tests: [1] }] }, scoringMessages.testTwice(1)],
      [{ groups: [...GROUPS, { name: 'ghost', points: 5, tests: [9] }] }, scoringMessages.testUnknown(9, 4)],
      [{ groups: [...GROUPS, { name: 'small', points: 5, tests: [] }] }, scoringMessages.nameDuplicate],
      [{ groups: [{ ...GROUPS[0], name: '  ' }, ...GROUPS.slice(1)] }, scoringMessages.nameRequired],
    ];
    for (const [scoring, message] of cases) {
      const response = await inject('POST', '/problem/create', admin, scoredBody(scoring));
      expect(response.statusCode, message).toBe(400);
      expect(response.body).toContain(JSON.stringify(message).slice(1, -1));
    }
  });

  it('lets only admins create a scored problem or read which hidden tests its groups hold', async () => {
    const user = await signUp(test.app);
    expect((await inject('POST', '/problem/create', user.cookie, scoredBody())).statusCode).toBe(403);
    const problemId = await createScored();

    const adminView = await inject('GET', `/problem/admin/${problemId}`, admin);
    expect(adminView.json()).toMatchObject({ type: 'scoring', scoring: { groups: GROUPS } });
    expect((await inject('GET', `/problem/admin/${problemId}`, user.cookie)).statusCode).toBe(403);

    const page = await inject('GET', `/problem/problembyid/${problemId}`, user.cookie);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      type: 'scoring',
      scoringGroups: [
        { name: 'small', points: 40 },
        { name: 'medium', points: 20 },
        { name: 'large', points: 40 },
      ],
      bestScore: null,
    });
    // Names and points only: no test indices, no tree, no hidden test's content.
    expect(page.json().scoringGroups[0]).toEqual({ name: 'small', points: 40 });
    expect(page.body).not.toMatch(/"tests"|"items"|"settings"|hiddentestcases/);
    for (const marker of HIDDEN_MARKERS) expect(page.body).not.toContain(marker);

    // The list marks it scored, and says nothing of pass-fail problems (most of them).
    const list = (await inject('GET', '/problem/getAllProblem', user.cookie)).json() as {
      _id: string;
      type?: string;
    }[];
    expect(list.find((entry) => entry._id === problemId)?.type).toBe('scoring');

    // A pass-fail problem says so and carries no groups.
    const passFail = await insertProblem(
      test.context.database,
      sumProblem({ title: 'Plain Sum' }),
      test.context.clock(),
    );
    const plain = (await inject('GET', `/problem/problembyid/${passFail}`, user.cookie)).json();
    expect(plain.type).toBe('pass-fail');
    expect(plain).not.toHaveProperty('scoringGroups');
    expect(plain).not.toHaveProperty('bestScore');
    const listed = (await inject('GET', '/problem/getAllProblem', user.cookie)).json() as { _id: string }[];
    expect(listed.find((entry) => entry._id === passFail)).not.toHaveProperty('type');
  });

  it('scores full, partial and zero submissions; only a full score solves the problem', async () => {
    const problemId = await createScored();
    const user = await signUp(test.app);

    now += MINUTE;
    const partial = (await submit(user.cookie, problemId, '# TESTS:AC,AC,WA,AC')).json();
    expect(partial).toMatchObject({
      status: 'wrong',
      verdict: 'Partially Accepted',
      score: 80,
      maxScore: 100,
      testCasesPassed: 3,
      errorMessage: 'Wrong Answer on test 3',
      groups: [
        { name: 'small', score: 40, maxScore: 40, verdict: 'AC' },
        { name: 'medium', score: 0, maxScore: 20, verdict: 'WA' },
        { name: 'large', score: 40, maxScore: 40, verdict: 'AC' },
      ],
    });
    expect(partial.submission.score).toBe(80);
    let page = (await inject('GET', `/problem/problembyid/${problemId}`, user.cookie)).json();
    expect(page).toMatchObject({ solvedByUser: false, bestScore: 80 });

    now += MINUTE;
    const zero = (await submit(user.cookie, problemId, '# TESTS:WA,WA,WA,RTE')).json();
    expect(zero).toMatchObject({ score: 0, maxScore: 100, status: 'error', verdict: 'Runtime Error (NZEC)' });
    expect(zero.groups.map((group: { verdict: string }) => group.verdict)).toEqual(['WA', 'WA', 'RTE']);
    // A memory overrun keeps its own grader verdict in its group.
    now += MINUTE;
    const memory = (await submit(user.cookie, problemId, '# TESTS:AC,AC,MLE,AC')).json();
    expect(memory).toMatchObject({ score: 80, verdict: 'Partially Accepted', status: 'wrong' });
    expect(memory.groups[1]).toMatchObject({ name: 'medium', score: 0, verdict: 'MLE' });
    page = (await inject('GET', `/problem/problembyid/${problemId}`, user.cookie)).json();
    expect(page).toMatchObject({ solvedByUser: false, bestScore: 80 });

    now += MINUTE;
    const compileError = (await submit(user.cookie, problemId, '# COMPILE_ERROR')).json();
    expect(compileError).toMatchObject({
      status: 'error',
      verdict: 'Compilation Error',
      score: 0,
      maxScore: 100,
      groups: [],
    });
    now += MINUTE;
    const full = (await submit(user.cookie, problemId, '# ACCEPT')).json();
    expect(full).toMatchObject({ status: 'accepted', verdict: 'Accepted', score: 100, maxScore: 100 });
    page = (await inject('GET', `/problem/problembyid/${problemId}`, user.cookie)).json();
    expect(page).toMatchObject({ solvedByUser: true, bestScore: 100 });

    const list = (await inject('GET', `/problem/submittedproblems/${problemId}`, user.cookie)).json();
    expect(list.map((submission: { score: number }) => submission.score)).toEqual([100, 0, 80, 0, 80]);
    // The socket's "done" message carries the score too.
    const judging = test.context.judging as ReturnType<typeof scriptedJudging>;
    const done = judging.published.filter(([userId]) => userId === user.userId).map(([, progress]) => progress);
    expect(done.at(-1)).toMatchObject({ phase: 'done', status: 'accepted', score: 100, maxScore: 100 });
  });

  it('exports a scored problem as a scoring package whose import gives the same groups back', async () => {
    const problemId = await createScored();
    const exported = await inject('GET', `/problem/export/${problemId}`, admin);
    expect(exported.statusCode).toBe(200);
    const upload = multipartFile('file', 'scored.zip', exported.rawPayload);
    const reimported = await test.app.inject({
      method: 'POST',
      url: '/api/problem/import',
      headers: { cookie: admin, ...upload.headers },
      payload: upload.payload,
    });
    expect(reimported.json(), reimported.body).toMatchObject({ created: false, problem: { _id: problemId } });
    // A package orders its groups by folder name: these get their place in front to keep their order.
    expect((await inject('GET', `/problem/admin/${problemId}`, admin)).json().scoring).toEqual({
      groups: GROUPS.map((group, index) => ({ ...group, name: `0${index + 1}-${group.name}` })),
    });
  });

  it('keeps an imported tree through an edit that leaves its groups as they were, and rebuilds it when they change', async () => {
    // One group whose tests each earn a quarter (a package's `sum` group), which the form's subtasks cannot say.
    const settings = (flags: string, acceptScore: number) => ({
      onReject: 'continue' as const,
      graderFlags: parseGraderFlags(flags),
      acceptScore,
      rejectScore: 0,
    });
    const tree: TestGroup = {
      path: '',
      settings: settings('', 1),
      items: [
        {
          kind: 'group',
          path: 'secret',
          settings: settings('sum accept_if_any_accepted', 1),
          items: [
            {
              kind: 'group',
              path: 'secret/each',
              settings: settings('sum accept_if_any_accepted', 25),
              items: ['0', '1', '2', '3'].map((name) => ({ kind: 'test' as const, name })),
            },
          ],
        },
      ],
    };
    const problemId = await insertProblem(
      test.context.database,
      sumProblem({ title: 'Quarters', scoring: tree }),
      test.context.clock(),
    );
    const { _id: _id, type: _type, ...view } = (await inject('GET', `/problem/admin/${problemId}`, admin)).json();
    expect(view.scoring).toEqual({ groups: [{ name: 'each', points: 100, tests: [0, 1, 2, 3] }] });
    const update = (body: object) => inject('PATCH', `/problem/update/${problemId}`, admin, body);
    const user = await signUp(test.app);
    const halfScore = async () => (await submit(user.cookie, problemId, '# TESTS:AC,AC,WA,WA')).json().score as number;

    expect((await update({ ...view, description: 'Add them, fixed.' })).statusCode).toBe(200);
    expect(await halfScore()).toBe(50);
    const groups = [{ name: 'each', points: 80, tests: [0, 1, 2, 3] }];
    expect((await update({ ...view, scoring: { groups } })).statusCode).toBe(200);
    // Now a subtask of the form: all or nothing.
    expect(await halfScore()).toBe(0);
  });

  it('refuses a group name that is not a folder name', async () => {
    const groups = [{ ...GROUPS[0], name: 'small/1' }, ...GROUPS.slice(1)];
    const response = await inject('POST', '/problem/create', admin, scoredBody({ groups }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('A group name cannot contain / or');
  });

  it('keeps a pass-fail submission answer as it was', async () => {
    const problemId = await insertProblem(
      test.context.database,
      sumProblem({ title: 'Still Pass Fail' }),
      test.context.clock(),
    );
    const user = await signUp(test.app);
    const answer = (await submit(user.cookie, problemId, SUM_SOLUTIONS.python + '# ACCEPT')).json();
    expect(answer.status).toBe('accepted');
    expect(answer).not.toHaveProperty('score');
    expect(answer).not.toHaveProperty('groups');
  });

  it('ranks an IOI contest by total score, then by when it was reached, through the freeze', async () => {
    now = Date.parse('2026-03-01T09:00:00.000Z');
    const scored = await createScored();
    const passFail = await insertProblem(
      test.context.database,
      sumProblem({ title: 'IOI Pass Fail' }),
      test.context.clock(),
    );
    const created = await inject('POST', '/problem/createcontest', admin, {
      title: 'Olympiad',
      description: 'Scores count.',
      startTime: new Date(start).toISOString(),
      endTime: new Date(end).toISOString(),
      problems: [scored, passFail],
      freezeMinutes: 30,
      scoring: 'ioi',
    });
    expect(created.statusCode, created.body).toBe(201);
    const contestId: string = created.json().contest._id;
    const detail = (await inject('GET', `/problem/contestbyid/${contestId}`, admin)).json();
    expect(detail).toMatchObject({ scoring: 'ioi', ioiScoreMode: 'best-submission' });
    expect(detail.problems.map((problem: { maxScore: number }) => problem.maxScore)).toEqual([100, 100]);

    const ann = await signUp(test.app, { firstName: 'Ann' });
    const bob = await signUp(test.app, { firstName: 'Bob' });
    const cat = await signUp(test.app, { firstName: 'Cat' });
    // Minute 10: Ann 60 on the scored problem. Minute 20: Bob 60 there too. Minute 30: Ann's
    // pass-fail accepted (160). Minute 40: Bob 100 then a worse 40 (best counts: 100), minute 50:
    // Bob's pass-fail accepted (200). Cat: a compile error only.
    now = start + 10 * MINUTE;
    await submit(ann.cookie, scored, '# TESTS:AC,AC,AC,WA', contestId);
    now = start + 20 * MINUTE;
    await submit(bob.cookie, scored, '# TESTS:AC,AC,WA,WA', contestId);
    await submit(bob.cookie, scored, '# TESTS:AC,AC,AC,WA', contestId);
    now = start + 30 * MINUTE;
    await submit(ann.cookie, passFail, '# ACCEPT', contestId);
    now = start + 40 * MINUTE;
    await submit(bob.cookie, scored, '# ACCEPT', contestId);
    await submit(bob.cookie, scored, '# TESTS:AC,AC,WA,WA', contestId);
    now = start + 50 * MINUTE;
    await submit(cat.cookie, scored, '# COMPILE_ERROR', contestId);

    const standings = async (cookie: string) =>
      (await inject('GET', `/leader/contest/${contestId}/standings`, cookie)).json();
    let board = await standings(admin);
    expect(board.scoring).toBe('ioi');
    expect(
      board.entries.map((entry: { name: string; totalScore: number; rank: number }) => [
        entry.name,
        entry.totalScore,
        entry.rank,
      ]),
    ).toEqual([
      ['Ann', 160, 1],
      ['Bob', 100, 2],
      ['Cat', 0, 3],
    ]);
    expect(board.entries[1].cells[0]).toMatchObject({ score: 100, solved: true, minute: 40 });
    expect(board.entries[0].cells.map((cell: { score: number }) => cell.score)).toEqual([60, 100]);

    // Bob reaches 200 in the frozen half hour: others still see him at 100 until the end.
    now = end - 20 * MINUTE;
    await submit(bob.cookie, passFail, '# ACCEPT', contestId);
    board = await standings(ann.cookie);
    expect(board.frozen).toBe(true);
    expect(board.entries.map((entry: { name: string; totalScore: number }) => [entry.name, entry.totalScore])).toEqual([
      ['Ann', 160],
      ['Bob', 100],
      ['Cat', 0],
    ]);
    expect(board.entries[1].cells[1]).toMatchObject({ pending: 1, score: 0 });
    expect((await standings(bob.cookie)).mine).toMatchObject({ totalScore: 200, rank: 1 });
    expect((await standings(admin)).entries[0]).toMatchObject({ name: 'Bob', totalScore: 200 });

    now = end + MINUTE;
    board = await standings(ann.cookie);
    expect(board.frozen).toBe(false);
    expect(board.entries.map((entry: { name: string }) => entry.name)).toEqual(['Bob', 'Ann', 'Cat']);

    // The CLICS Contest API serves it as a score board, valid by the ICPC's schemas.
    const clicsContest = (await inject('GET', `/clics/contests/${contestId}`, admin)).json();
    expect(schemaErrors('contest.json', clicsContest)).toEqual([]);
    expect(clicsContest).toMatchObject({ scoreboard_type: 'score' });
    expect(clicsContest).not.toHaveProperty('penalty_time');
    const clicsBoard = (await inject('GET', `/clics/contests/${contestId}/scoreboard`, admin)).json();
    expect(schemaErrors('scoreboard.json', clicsBoard)).toEqual([]);
    // And as version 2026-01 says it: times as RELTIMEs, the score's time always there (null before any).
    const newerBoard = (await inject('GET', `/clics/2026-01/contests/${contestId}/scoreboard`, admin)).json();
    expect(schemaErrors('scoreboard.json', newerBoard, '2026-01')).toEqual([]);
    expect(
      schemaErrors(
        'contest.json',
        (await inject('GET', `/clics/2026-01/contests/${contestId}`, admin)).json(),
        '2026-01',
      ),
    ).toEqual([]);
    expect(
      clicsBoard.rows.map((row: { rank: number; team_id: string; score: { score: number } }) => [
        row.rank,
        row.team_id,
        row.score.score,
      ]),
    ).toEqual([
      [1, bob.userId, 200],
      [2, ann.userId, 160],
      [3, cat.userId, 0],
    ]);
    expect(clicsBoard.rows[1].problems[0]).toMatchObject({ score: 60, time: 10 });

    // Equal totals: the one who reached it first ranks higher.
    const tie = await inject('POST', '/problem/createcontest', admin, {
      title: 'Tie',
      description: 'Equal totals.',
      startTime: new Date(end + 2 * MINUTE).toISOString(),
      endTime: new Date(end + 60 * MINUTE).toISOString(),
      problems: [scored],
      scoring: 'ioi',
      ioiScoreMode: 'best-per-group',
    });
    const tieId: string = tie.json().contest._id;
    now = end + 10 * MINUTE;
    // Bob gets small+medium (60), then large alone (40): best per group sums to 100.
    await submit(bob.cookie, scored, '# TESTS:AC,AC,AC,WA', tieId);
    await submit(ann.cookie, scored, '# TESTS:AC,AC,AC,WA', tieId);
    now = end + 20 * MINUTE;
    await submit(bob.cookie, scored, '# TESTS:WA,WA,WA,AC', tieId);
    now = end + 30 * MINUTE;
    await submit(ann.cookie, scored, '# TESTS:WA,WA,WA,AC', tieId);
    const tieBoard = (await inject('GET', `/leader/contest/${tieId}/standings`, admin)).json();
    expect(
      tieBoard.entries.map((entry: { name: string; totalScore: number; rank: number }) => [
        entry.name,
        entry.totalScore,
        entry.rank,
      ]),
    ).toEqual([
      ['Bob', 100, 1],
      ['Ann', 100, 2],
    ]);
  });

  it('keeps an ICPC contest the default', async () => {
    const scored = await createScored();
    const created = await inject('POST', '/problem/createcontest', admin, {
      title: 'Classic',
      description: 'ICPC.',
      startTime: new Date(now + 60 * MINUTE).toISOString(),
      endTime: new Date(now + 120 * MINUTE).toISOString(),
      problems: [scored],
    });
    const detail = (await inject('GET', `/problem/contestbyid/${created.json().contest._id}`, admin)).json();
    expect(detail.scoring).toBe('icpc');
    expect(detail.problems[0]).not.toHaveProperty('maxScore');
  });

  it("gives an IOI contest's score to the dashboard, usercontests and profiles as its board shows it, the freeze held", async () => {
    const startMs = Date.parse('2026-03-05T10:00:00.000Z');
    const endMs = startMs + 120 * MINUTE;
    now = startMs - 60 * MINUTE;
    const scored = await createScored();
    const passFail = await insertProblem(
      test.context.database,
      sumProblem({ title: 'IOI Shown' }),
      test.context.clock(),
    );
    const created = await inject('POST', '/problem/createcontest', admin, {
      title: 'Held Olympiad',
      description: 'Frozen until an admin finalises it.',
      startTime: new Date(startMs).toISOString(),
      endTime: new Date(endMs).toISOString(),
      problems: [scored, passFail],
      freezeMinutes: 30,
      finalize: 'manual',
      scoring: 'ioi',
    });
    expect(created.statusCode, created.body).toBe(201);
    const contestId: string = created.json().contest._id;
    const dora = await signUp(test.app, { firstName: 'Dora', handle: 'dora_ioi' });
    const eve = await signUp(test.app, { firstName: 'Eve' });
    // Dora scores 60 before the freeze, then 100 and the pass-fail problem (200 in all) inside it.
    now = startMs + 10 * MINUTE;
    await submit(dora.cookie, scored, '# TESTS:AC,AC,AC,WA', contestId);
    now = endMs - 10 * MINUTE;
    await submit(dora.cookie, scored, '# ACCEPT', contestId);
    await submit(dora.cookie, passFail, '# ACCEPT', contestId);

    const historyOf = async (cookie: string) =>
      (
        (await inject('GET', '/user/dashboard', cookie)).json() as { contestHistory: { _id: string }[] }
      ).contestHistory.find((contest) => contest._id === contestId);
    const userContestOf = async (cookie: string) =>
      ((await inject('GET', '/problem/usercontests', cookie)).json() as { _id: string }[]).find(
        (contest) => contest._id === contestId,
      );
    const profileRow = async (cookie: string) => {
      const response = await inject('GET', '/user/profile/dora_ioi', cookie);
      expect(response.statusCode).toBe(200);
      return (response.json() as { contests: { _id: string }[] }).contests.find((contest) => contest._id === contestId);
    };

    // Dora sees her own score, as her pinned row on the board does; the full score is 200.
    expect(await historyOf(dora.cookie)).toMatchObject({ scoring: 'ioi', totalScore: 200, maxScore: 200, solved: 2 });
    expect(await userContestOf(dora.cookie)).toMatchObject({ totalScore: 200, maxScore: 200 });

    // Ended but not finalised: the board is still frozen for everyone else, and so is her profile.
    now = endMs + 5 * MINUTE;
    expect((await inject('GET', `/leader/contest/${contestId}/standings`, eve.cookie)).json().entries[0]).toMatchObject(
      {
        totalScore: 60,
      },
    );
    for (const cookie of [eve.cookie, '']) {
      expect(await profileRow(cookie)).toMatchObject({ scoring: 'ioi', totalScore: 60, maxScore: 200, solved: 0 });
    }
    expect(await profileRow(dora.cookie)).toMatchObject({ totalScore: 200 });
    expect(await historyOf(dora.cookie)).toMatchObject({ totalScore: 200 });

    // Finalised: everyone sees the final score.
    expect((await inject('POST', `/problem/contest/${contestId}/finalize`, admin)).statusCode).toBe(200);
    expect(await profileRow('')).toMatchObject({ totalScore: 200, maxScore: 200, solved: 2, rank: 1 });
  });
});
