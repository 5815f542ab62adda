import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestMessages } from '@codeyard/shared';
import { insertProblem } from '../../services/problems/problems.js';
import { availableDialects } from '../../testing/databases.js';
import { sumProblem } from '../../testing/fixture-problem.js';
import { scriptedJudging } from '../../testing/scripted-judging.js';
import { createTestApp, signInAsAdmin, signUp, type TestApp } from '../../testing/test-app.js';

// Issue 34, item 2: a contest of teams. A member registers their team, every member's submission
// counts for it, and the board ranks the team once.

const MINUTE = 60_000;
/** An accepted program (the scripted judge reads ACCEPT) long enough for the similarity report to compare. */
const summing = (tag: string) =>
  `# ACCEPT ${tag}\nimport sys\n\n\ndef main():\n    values = [int(token) for token in sys.stdin.read().split()]\n    total = 0\n    for value in values:\n        total += value\n    print(total)\n\n\nmain()\n`;
const dialects = await availableDialects();

type Entry = {
  userId: string;
  name: string;
  solved: number;
  penalty: number;
  rank: number;
  team?: { members: string[]; organization: string | null; country: string | null };
};

describe.each(dialects)('a team contest on %s', (dialect) => {
  let test: TestApp;
  let adminCookie: string;
  let now = Date.parse('2026-05-01T09:00:00.000Z');
  const start = Date.parse('2026-05-01T10:00:00.000Z');
  const end = Date.parse('2026-05-01T12:00:00.000Z');
  let problemA: string;
  let problemB: string;
  let contestId: string;
  let red: { _id: string };
  let blue: { _id: string };
  let alice: Awaited<ReturnType<typeof signUp>>;
  let bob: Awaited<ReturnType<typeof signUp>>;
  let carol: Awaited<ReturnType<typeof signUp>>;
  let dave: Awaited<ReturnType<typeof signUp>>;
  let erin: Awaited<ReturnType<typeof signUp>>;
  let students: { _id: string };
  let professionals: { _id: string };
  let guests: { _id: string };
  let green: { _id: string };

  const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) =>
    test.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
  const submit = async (cookie: string, problemId: string, code: string, atMs: number) => {
    now = atMs;
    const response = await inject('POST', `/submissions/submit/${problemId}`, cookie, {
      code,
      language: 'python',
      contestId,
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json() as { countedForContest: boolean; contestNote: string | null };
  };
  const standings = async (cookie: string, query = '') => {
    const response = await inject('GET', `/leader/contest/${contestId}/standings${query}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      entries: Entry[];
      mine: Entry | null;
      total: number;
      categories: { _id: string; name: string; hidden?: true }[];
      organizations: { _id: string; name: string; country: string | null }[];
    };
  };

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
    alice = await signUp(test.app, { firstName: 'Alice', handle: 'alice' });
    bob = await signUp(test.app, { firstName: 'Bob', handle: 'bob' });
    carol = await signUp(test.app, { firstName: 'Carol', handle: 'carol' });
    dave = await signUp(test.app, { firstName: 'Dave', handle: 'dave' });
    erin = await signUp(test.app, { firstName: 'Erin', handle: 'erin' });
    students = (await inject('POST', '/categories', adminCookie, { name: 'Students' })).json().category;
    professionals = (await inject('POST', '/categories', adminCookie, { name: 'Professionals' })).json().category;
    guests = (await inject('POST', '/categories', adminCookie, { name: 'Guests', hidden: true })).json().category;
    red = (
      await inject('POST', '/teams', adminCookie, {
        name: 'Red',
        members: ['alice', 'bob'],
        organization: { name: 'Delft', country: 'NLD' },
        category: 'Students',
      })
    ).json().team;
    blue = (
      await inject('POST', '/teams', adminCookie, { name: 'Blue', members: ['dave'], category: 'Professionals' })
    ).json().team;
    green = (
      await inject('POST', '/teams', adminCookie, { name: 'Green', members: ['erin'], category: 'Guests' })
    ).json().team;
  });
  afterAll(async () => {
    await test?.close();
  });

  it('is created with teams: true', async () => {
    const body = {
      title: 'Team Round',
      description: 'Teams of two.',
      startTime: new Date(start).toISOString(),
      endTime: new Date(end).toISOString(),
      problems: [problemA, problemB],
      teams: true,
    };
    const created = await inject('POST', '/problem/createcontest', adminCookie, body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().contest).toMatchObject({ teams: true });
    contestId = created.json().contest._id;
    const card = (await inject('GET', '/problem/getallcontests', alice.cookie))
      .json()
      .find((contest: { _id: string }) => contest._id === contestId);
    expect(card).toMatchObject({ teams: true });
  });

  it('refuses a person in no team, with a message saying why', async () => {
    const refused = await inject('POST', `/problem/contest/${contestId}/register`, carol.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This is a team contest: ask the organisers to put you in a team to take part');
  });

  it("registers the member's whole team", async () => {
    expect((await inject('POST', `/problem/contest/${contestId}/register`, alice.cookie)).statusCode).toBe(200);
    const detail = await inject('GET', `/problem/contestbyid/${contestId}`, bob.cookie);
    // Before the start the detail is 403 for contestants, but the card says Bob is registered with Alice.
    expect(detail.statusCode).toBe(403);
    const card = (await inject('GET', '/problem/getallcontests', bob.cookie))
      .json()
      .find((contest: { _id: string }) => contest._id === contestId);
    expect(card).toMatchObject({ registered: true, participantCount: 2 });
  });

  it('counts every member’s submission for the team, which ranks once', async () => {
    expect((await submit(alice.cookie, problemA, 'print(0)', start + 5 * MINUTE)).countedForContest).toBe(true);
    expect((await submit(bob.cookie, problemA, summing('bob'), start + 10 * MINUTE)).countedForContest).toBe(true);
    await submit(alice.cookie, problemB, '# ACCEPT', start + 30 * MINUTE);
    await submit(dave.cookie, problemA, '# ACCEPT', start + 15 * MINUTE);
    // Dave submitting registered him (and his team) as submitting does.

    const board = await standings(adminCookie);
    expect(board.total).toBe(2);
    expect(board.entries.map((entry) => [entry.name, entry.userId, entry.solved, entry.rank])).toEqual([
      ['Red', red._id, 2, 1],
      ['Blue', blue._id, 1, 2],
    ]);
    // Red: A at 10 minutes after one wrong try (20), B at 30.
    expect(board.entries[0]!.penalty).toBe(10 + 20 + 30);
    // Each row names its members and its organisation's country (the web draws the flag).
    expect(board.entries.map((entry) => entry.team)).toEqual([
      { members: ['alice', 'bob'], organization: 'Delft', country: 'NLD' },
      { members: ['dave'], organization: null, country: null },
    ]);
    for (const member of [alice, bob])
      expect((await standings(member.cookie)).mine).toMatchObject({ userId: red._id, rank: 1 });
    expect((await standings(dave.cookie)).mine).toMatchObject({ userId: blue._id, rank: 2 });
    expect((await standings(carol.cookie)).mine).toBeNull();

    // The contest screen marks the team's results for each member: Bob solved A, Alice B.
    for (const member of [alice, bob]) {
      const detail = await inject('GET', `/problem/contestbyid/${contestId}`, member.cookie);
      expect(detail.json().viewerResults).toEqual({ [problemA]: 'solved', [problemB]: 'solved' });
    }
  });

  it('judges a person in no team as practice, saying why', async () => {
    const answer = await submit(carol.cookie, problemA, '# ACCEPT', start + 40 * MINUTE);
    expect(answer).toMatchObject({ countedForContest: false, contestNote: contestMessages.noTeamPractice });
    expect((await standings(adminCookie)).total).toBe(2);
  });

  it('answers each member their team’s place in their contest history', async () => {
    const mine = (await inject('GET', '/problem/usercontests', bob.cookie))
      .json()
      .find((contest: { _id: string }) => contest._id === contestId);
    expect(mine).toMatchObject({ rank: 1, solved: 2 });
  });

  it('leaves a hidden category’s team off the board for all but the jury, and ranks a category or organisation alone', async () => {
    // Alice solves A again after Bob: the team's cell stays as it was.
    await submit(alice.cookie, problemA, summing('alice'), start + 45 * MINUTE);
    await submit(erin.cookie, problemA, summing('erin'), start + 50 * MINUTE);
    const names = (board: { entries: Entry[] }) => board.entries.map((entry) => [entry.name, entry.rank]);
    expect(names(await standings(adminCookie))).toEqual([
      ['Red', 1],
      ['Blue', 2],
      ['Green', 3],
    ]);
    expect(names(await standings(alice.cookie))).toEqual([
      ['Red', 1],
      ['Blue', 2],
    ]);
    // The jury's public view is the public's.
    expect((await standings(adminCookie, '?public=1')).total).toBe(2);
    // Erin sees her own team's row, ranked among the rows she sees.
    expect((await standings(erin.cookie)).mine).toMatchObject({ name: 'Green', rank: 3 });

    expect(names(await standings(alice.cookie, `?category=${professionals._id}`))).toEqual([['Blue', 1]]);
    const delft = (await inject('GET', `/teams/${red._id}`, adminCookie)).json().team.organization;
    expect(names(await standings(dave.cookie, `?organization=${delft._id}`))).toEqual([['Red', 1]]);
    expect(names(await standings(alice.cookie, `?category=${guests._id}`))).toEqual([]);
    expect(names(await standings(adminCookie, `?category=${guests._id}`))).toEqual([['Green', 1]]);
    const leaderboard = await inject(
      'GET',
      `/leader/contest/${contestId}/leaderboard?category=${professionals._id}`,
      bob.cookie,
    );
    expect(leaderboard.headers['x-total-count']).toBe('1');
  });

  it('tells each reader what the board can be filtered by, naming a hidden category to the jury alone', async () => {
    const delft = (await inject('GET', `/teams/${red._id}`, adminCookie)).json().team.organization;
    const publicChoices = [
      { _id: professionals._id, name: 'Professionals' },
      { _id: students._id, name: 'Students' },
    ];
    const board = await standings(alice.cookie);
    expect(board.categories).toEqual(publicChoices);
    expect(board.organizations).toEqual([{ _id: delft._id, name: 'Delft', country: 'NLD' }]);
    expect((await standings(adminCookie)).categories).toEqual([
      { _id: guests._id, name: 'Guests', hidden: true },
      ...publicChoices,
    ]);
    expect((await standings(adminCookie, '?public=1')).categories).toEqual(publicChoices);
    // A member of the hidden category sees their own row, but is not told its category's name either.
    expect((await standings(erin.cookie)).categories).toEqual(publicChoices);

    // Narrowed to one category, the choices stay whole; a reader whose row is of another category
    // has none pinned (its rank would be one among rows it is not ranked with).
    const narrowed = await standings(alice.cookie, `?category=${professionals._id}`);
    expect(narrowed.categories).toEqual(publicChoices);
    expect(narrowed.mine).toBeNull();
    expect((await standings(dave.cookie, `?category=${professionals._id}`)).mine).toMatchObject({
      name: 'Blue',
      rank: 1,
    });
    expect((await standings(bob.cookie, `?organization=${delft._id}`)).mine).toMatchObject({ name: 'Red', rank: 1 });
  });

  it('keeps teams on while the contest runs', async () => {
    const refused = await inject('PATCH', `/problem/contest/${contestId}`, adminCookie, { teams: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(contestMessages.teamsLocked);
  });

  it('leaves a hidden category’s team out of the reveal, the jury’s included, and shows each team with its members and flag', async () => {
    now = end + MINUTE;
    const reveal = await inject('GET', `/leader/contest/${contestId}/reveal`, adminCookie);
    expect(reveal.statusCode, reveal.body).toBe(200);
    const data = reveal.json() as { final: Entry[]; frozen: Entry[]; submissions: { userId: string }[] };
    expect(data.final.map((entry) => [entry.name, entry.rank])).toEqual([
      ['Red', 1],
      ['Blue', 2],
    ]);
    expect(data.frozen.map((entry) => entry.userId)).not.toContain(green._id);
    expect(data.submissions.map((submission) => submission.userId)).not.toContain(green._id);
    // The rows the reveal starts from (and keeps through its steps) name the members and the organisation's country.
    const teams = [
      ['Red', { members: ['alice', 'bob'], organization: 'Delft', country: 'NLD' }],
      ['Blue', { members: ['dave'], organization: null, country: null }],
    ];
    expect(data.frozen.map((entry) => [entry.name, entry.team])).toEqual(teams);
    expect(data.final.map((entry) => [entry.name, entry.team])).toEqual(teams);
  });

  it('compares teams, not teammates, in the similarity report', async () => {
    const report = await inject('GET', `/problem/contest/${contestId}/similarity`, adminCookie);
    expect(report.statusCode, report.body).toBe(200);
    const groups = report.json().groups as {
      problemId: string;
      skipped: { userId: string }[];
      pairs: { left: { userId: string; name: string }; right: { userId: string; name: string } }[];
    }[];
    const groupA = groups.find((group) => group.problemId === problemA)!;
    for (const pair of groupA.pairs) expect(pair.left.userId).not.toBe(pair.right.userId);
    const names = new Set(groupA.pairs.flatMap((pair) => [pair.left.name, pair.right.name]));
    // Red's latest accepted A is Alice's.
    expect([...names].filter((name) => name.startsWith('Red'))).toEqual(['Red (Alice)']);
    expect(groupA.pairs.flatMap((pair) => [pair.left.userId, pair.right.userId])).toContain(red._id);
  });

  it('becomes a team contest before its start, and a registration made before counts for its team', async () => {
    const laterStart = end + 60 * MINUTE;
    now = end + 10 * MINUTE;
    const created = await inject('POST', '/problem/createcontest', adminCookie, {
      title: 'Switched Round',
      description: 'Persons first, then teams.',
      startTime: new Date(laterStart).toISOString(),
      endTime: new Date(laterStart + 60 * MINUTE).toISOString(),
      problems: [problemA],
    });
    const laterId = created.json().contest._id as string;
    expect((await inject('POST', `/problem/contest/${laterId}/register`, dave.cookie)).statusCode).toBe(200);
    const switched = await inject('PATCH', `/problem/contest/${laterId}`, adminCookie, { teams: true });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json().contest).toMatchObject({ teams: true });
    // A team contest may be rated: it rates its teams (team-ratings.test.ts).
    const rated = await inject('PATCH', `/problem/contest/${laterId}`, adminCookie, { rated: true });
    expect(rated.statusCode, rated.body).toBe(200);
    expect(rated.json().contest).toMatchObject({ teams: true, rated: true });

    now = laterStart + 5 * MINUTE;
    const answer = await inject('POST', `/submissions/submit/${problemA}`, dave.cookie, {
      code: '# ACCEPT',
      language: 'python',
      contestId: laterId,
    });
    expect(answer.json().countedForContest).toBe(true);
    const board = (await inject('GET', `/leader/contest/${laterId}/standings`, dave.cookie)).json();
    expect(board.entries.map((entry: Entry) => [entry.name, entry.userId])).toEqual([['Blue', blue._id]]);
    expect(board.mine).toMatchObject({ userId: blue._id });
  });
});
