import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestMessages, type Standings, type StandingsEntry, type VirtualRun } from '@codeyard/shared';
import { insertProblem } from '../../services/problems/problems.js';
import { availableDialects } from '../../testing/databases.js';
import { sumProblem } from '../../testing/fixture-problem.js';
import { scriptedJudging } from '../../testing/scripted-judging.js';
import { createTestApp, signInAsAdmin, signUp, type TestApp } from '../../testing/test-app.js';

// Issue 34, item 2: a virtual run of a past team contest is a team's. A member starts it for their
// team; every member's submissions during it count for the team's virtual row, ranked among the
// contest's real teams at the same elapsed time; a team has one run.

const MINUTE = 60_000;
const dialects = await availableDialects();

describe.each(dialects)('virtual runs of a team contest on %s', (dialect) => {
  let test: TestApp;
  let adminCookie: string;
  let now = Date.parse('2026-07-01T09:00:00.000Z');
  const start = Date.parse('2026-07-01T10:00:00.000Z');
  const end = Date.parse('2026-07-01T12:00:00.000Z');
  const runStart = end + 60 * MINUTE;
  let problemA: string;
  let problemB: string;
  let contestId: string;
  type Person = Awaited<ReturnType<typeof signUp>>;
  const people: Record<string, Person> = {};
  const teams: Record<string, string> = {};

  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
    test.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
  const submit = async (person: string, problemId: string, code: string, atMs: number) => {
    now = atMs;
    const response = await inject('POST', `/submissions/submit/${problemId}`, people[person]!.cookie, {
      code,
      language: 'python',
      contestId,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { countedForContest: boolean; virtualContestId: string | null };
  };
  const startVirtual = (person: string) =>
    inject('POST', `/problem/contest/${contestId}/virtual`, people[person]!.cookie);
  const detail = async (person: string) =>
    (await inject('GET', `/problem/contestbyid/${contestId}`, people[person]!.cookie)).json() as {
      virtual: VirtualRun | null;
      tookPart: boolean;
      viewerTeam: { _id: string; name: string } | null;
      viewerResults: Record<string, string>;
    };
  const standings = async (cookie: string, query = '?virtual=1') => {
    const response = await inject('GET', `/leader/contest/${contestId}/standings${query}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Standings;
  };
  const summary = (entries: StandingsEntry[]) =>
    entries.map((entry) => [entry.name, entry.rank, entry.solved, entry.penalty, entry.virtual ?? false]);

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
    for (const name of ['alice', 'bob', 'gwen', 'carol', 'dan', 'erin', 'gus', 'frank', 'hana'])
      people[name] = await signUp(test.app, { firstName: name[0]!.toUpperCase() + name.slice(1), handle: name });
    await inject('POST', '/categories', adminCookie, { name: 'Ghosts', hidden: true });
    const team = async (name: string, body: object) => {
      const response = await inject('POST', '/teams', adminCookie, { name, ...body });
      expect(response.statusCode, response.body).toBe(201);
      teams[name] = response.json().team._id as string;
    };
    await team('Red', { members: ['alice', 'bob'], organization: { name: 'Delft', country: 'NLD' } });
    await team('Ghost', { members: ['gwen'], category: 'Ghosts' });
    await team('Blue', { members: ['carol', 'dan'], organization: { name: 'Lyon', country: 'FRA' } });
    await team('Green', { members: ['erin', 'gus'] });

    const created = await inject('POST', '/problem/createcontest', adminCookie, {
      title: 'Team Classic',
      description: 'Two problems for teams.',
      startTime: new Date(start).toISOString(),
      endTime: new Date(end).toISOString(),
      problems: [problemA, problemB],
      teams: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    contestId = created.json().contest._id as string;
    // Red solves A at 30 minutes and B at 100; Ghost (a hidden category) A at 10.
    expect((await submit('alice', problemA, '# ACCEPT', start + 30 * MINUTE)).countedForContest).toBe(true);
    await submit('bob', problemB, '# ACCEPT', start + 100 * MINUTE);
    await submit('gwen', problemA, '# ACCEPT', start + 10 * MINUTE);
  });
  afterAll(async () => {
    await test?.close();
  });

  it('refuses a person in no team, and a team that took part, with messages saying why', async () => {
    now = runStart - 10 * MINUTE;
    const lone = await startVirtual('frank');
    expect(lone.statusCode).toBe(400);
    expect(lone.json().message).toBe(contestMessages.virtualNoTeam);
    expect(await detail('frank')).toMatchObject({ viewerTeam: null, tookPart: false, virtual: null });

    // Bob never submitted himself, but his team has a row on the official board.
    for (const member of ['alice', 'bob']) {
      const refused = await startVirtual(member);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(contestMessages.virtualTeamOfficial);
      expect(await detail(member)).toMatchObject({ viewerTeam: { _id: teams.Red, name: 'Red' }, tookPart: true });
    }
    expect(await detail('carol')).toMatchObject({ viewerTeam: { _id: teams.Blue, name: 'Blue' }, tookPart: false });
  });

  it('starts one run for the whole team: a teammate is told it exists, the starter gets it again', async () => {
    now = runStart;
    const started = await startVirtual('carol');
    expect(started.statusCode, started.body).toBe(201);
    const run = started.json().virtual as VirtualRun;
    expect(run).toEqual({
      contestId,
      startedAt: new Date(runStart).toISOString(),
      endsAt: new Date(runStart + (end - start)).toISOString(),
      running: true,
      team: { _id: teams.Blue, name: 'Blue', startedBy: 'carol' },
    });
    // Dan is in the run already: his page shows it, and he cannot start a second one.
    now = runStart + MINUTE;
    expect((await detail('dan')).virtual).toMatchObject({ startedAt: run.startedAt, team: run.team });
    const second = await startVirtual('dan');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      message: contestMessages.virtualTeamStarted,
      virtual: { startedAt: run.startedAt },
    });
    const again = await startVirtual('carol');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ message: contestMessages.virtualResumed, virtual: run });

    // Hana joins Blue after the run started: the run was not started for her, and the team has one.
    const moved = await inject('PUT', `/teams/${teams.Blue}`, adminCookie, { members: ['carol', 'dan', 'hana'] });
    expect(moved.statusCode, moved.body).toBe(200);
    const late = await startVirtual('hana');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(contestMessages.virtualTeamStarted);
    expect((await detail('hana')).virtual).toBeNull();
  });

  it("counts every member's submissions for the team's row, ranked among the real teams at the same minute", async () => {
    expect(await submit('dan', problemA, '# ACCEPT', runStart + 20 * MINUTE)).toMatchObject({
      countedForContest: false,
      virtualContestId: contestId,
    });
    await submit('carol', problemB, 'print(0)', runStart + 25 * MINUTE);
    await submit('carol', problemB, '# ACCEPT', runStart + 40 * MINUTE);
    // Hana is not in the run: hers is practice.
    expect((await submit('hana', problemA, '# ACCEPT', runStart + 41 * MINUTE)).virtualContestId).toBeNull();

    now = runStart + 45 * MINUTE;
    for (const member of ['carol', 'dan']) {
      const board = await standings(people[member]!.cookie);
      expect(board.virtualMoment).toBe(new Date(start + 45 * MINUTE).toISOString());
      // At minute 45 Red had only A; Blue has A (20) and B (40 + 20 for the wrong try). Ghost's category is hidden.
      expect(summary(board.entries)).toEqual([
        ['Blue', 1, 2, 80, true],
        ['Red', 2, 1, 30, false],
      ]);
      expect(board.entries[0]!.team).toEqual({ members: ['carol', 'dan'], organization: 'Lyon', country: 'FRA' });
      expect(board.entries[1]!.team).toEqual({ members: ['alice', 'bob'], organization: 'Delft', country: 'NLD' });
      expect(board.mine).toMatchObject({ userId: teams.Blue, virtual: true, rank: 1 });
      // The contest page marks the team's results for each member.
      expect((await detail(member)).viewerResults).toEqual({ [problemA]: 'solved', [problemB]: 'solved' });
    }
    // The official board never has the run.
    const official = await standings(adminCookie, '');
    expect(official.entries.map((entry) => entry.name)).toEqual(['Red', 'Ghost']);
  });

  it('shows the final board with the team’s row once the run is over', async () => {
    now = runStart + (end - start) + MINUTE;
    const board = await standings(people.carol!.cookie);
    expect(board.virtualMoment).toBeUndefined();
    expect(summary(board.entries)).toEqual([
      ['Blue', 1, 2, 80, true],
      ['Red', 2, 2, 130, false],
    ]);
    const jury = await standings(adminCookie);
    expect(summary(jury.entries)).toEqual([
      ['Blue', 1, 2, 80, true],
      ['Red', 2, 2, 130, false],
      ['Ghost', 3, 1, 10, false],
    ]);
    // A real team's member sees their own team's official row as theirs.
    expect((await standings(people.bob!.cookie)).mine).toMatchObject({ userId: teams.Red, rank: 2 });
  });

  it('gives one of two teammates starting at once the run, and tells the other', async () => {
    now = runStart + 5 * 60 * MINUTE;
    const answers = await Promise.all([startVirtual('erin'), startVirtual('gus')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const winner = answers.find((answer) => answer.statusCode === 201)!.json().virtual as VirtualRun;
    for (const member of ['erin', 'gus']) expect((await detail(member)).virtual).toEqual(winner);
  });
});
