import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProblem } from '../../services/problems/problems.js';
import { ensureAdmin } from '../../services/users/users.js';
import {
  CLICS_SCHEMA_VERSIONS,
  OBJECT_SCHEMAS,
  schemaErrors,
  type ClicsSchemaVersion,
} from '../../testing/clics-schemas.js';
import { availableDialects } from '../../testing/databases.js';
import { sumProblem } from '../../testing/fixture-problem.js';
import { scriptedJudging } from '../../testing/scripted-judging.js';
import { createTestApp, sessionCookieOf, signUp, type TestApp } from '../../testing/test-app.js';

const MINUTE = 60_000;
const dialects = await availableDialects();

type Team = { id: string; name: string; hidden: boolean; group_ids: string[]; organization_id?: string };
type Collections = {
  teams: Team[];
  groups: { id: string; name: string }[];
  organizations: { id: string; name: string; formal_name: string; country: string | null }[];
  submissions: { team_id: string }[];
  scoreboard: { rows: { team_id: string; score: { num_solved: number } }[] };
  clarifications: { from_team_id: string | null }[];
  feed: { type: string; id: string | null; data: { id?: string } | null }[];
};

/**
 * The CLICS teams, groups and organizations carry Codeyard's teams (docs/contests.md#teams): each
 * person in a team has its organisation and category, a hidden category hides its people from
 * everyone but the jury, and a person in no team is a team of one as before.
 */
describe.each(dialects)('CLICS affiliations on %s', (dialect) => {
  let test: TestApp;
  let adminCookie: string;
  const start = Date.parse('2030-05-01T10:00:00.000Z');
  let now = start - 60 * MINUTE;
  let contestId: string;
  let problemId: string;
  let alice: Awaited<ReturnType<typeof signUp>>;
  let bob: Awaited<ReturnType<typeof signUp>>;
  let carol: Awaited<ReturnType<typeof signUp>>;
  let students: { _id: string };
  let observers: { _id: string };
  let delft: { _id: string };
  let delftTeam: { _id: string };
  let watchers: { _id: string };
  const basicAdmin = `Basic ${Buffer.from('affiliations-admin@example.com:Admin123!').toString('base64')}`;

  const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = adminCookie) =>
    test.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    test = await createTestApp({
      dialect,
      judging: scriptedJudging,
      clock: () => now,
      env: { AUTH_RATE_LIMIT: '1000', JUDGE_RATE_LIMIT: '1000' },
    });
    problemId = await insertProblem(test.context.database, sumProblem({ title: 'Alpha' }), test.context.clock());
    await ensureAdmin(test.context.database, {
      email: 'affiliations-admin@example.com',
      password: 'Admin123!',
      firstName: 'Root',
      nowMs: test.context.clock(),
    });
    adminCookie = sessionCookieOf(
      await test.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { emailid: 'affiliations-admin@example.com', password: 'Admin123!' },
      }),
    );
    contestId = (
      await api('POST', '/problem/createcontest', {
        title: 'Benelux',
        description: 'One problem',
        startTime: new Date(start).toISOString(),
        endTime: new Date(start + 120 * MINUTE).toISOString(),
        problems: [problemId],
      })
    ).json().contest._id;
    alice = await signUp(test.app, { firstName: 'Alice', handle: 'alice' });
    bob = await signUp(test.app, { firstName: 'Bob', handle: 'bob' });
    carol = await signUp(test.app, { firstName: 'Carol', handle: 'carol' });

    students = (await api('POST', '/categories', { name: 'Students' })).json().category;
    observers = (await api('POST', '/categories', { name: 'Observers', hidden: true })).json().category;
    delft = (
      await api('POST', '/organizations', {
        name: 'TU Delft',
        formalName: 'Delft University of Technology',
        country: 'NLD',
      })
    ).json().organization;
    const teams = [
      await api('POST', '/teams', {
        name: 'Delft 1',
        members: ['alice'],
        organizationId: delft._id,
        category: 'Students',
      }),
      await api('POST', '/teams', { name: 'Watchers', members: ['bob'], category: 'observers' }),
    ];
    for (const team of teams) expect(team.statusCode, team.body).toBe(201);
    [delftTeam, watchers] = teams.map((team) => team.json().team);

    for (const user of [alice, bob, carol])
      await api('POST', `/problem/contest/${contestId}/register`, undefined, user.cookie);
    now = start + 10 * MINUTE;
    for (const [index, user] of [alice, bob, carol].entries()) {
      now += MINUTE;
      const submitted = await api(
        'POST',
        `/submissions/submit/${problemId}`,
        { code: `# ACCEPT ${index}`, language: 'python', contestId },
        user.cookie,
      );
      expect(submitted.statusCode, submitted.body).toBeLessThan(300);
    }
    for (let tries = 0; tries < 200; tries += 1) {
      const pending = await test.context.database
        .selectFrom('submissions')
        .select('id')
        .where('judged_at', 'is', null)
        .executeTakeFirst();
      if (!pending) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    now = start + 30 * MINUTE;
  });
  afterAll(async () => {
    await test?.close();
  });

  /** The collections, the scoreboard and the feed for one reader, each checked against the version's schemas. */
  const read = async (
    headers: Record<string, string>,
    version: ClicsSchemaVersion,
    contest = contestId,
  ): Promise<Collections> => {
    const base = `/api/clics${version === '2023-06' ? '' : `/${version}`}/contests/${contest}`;
    const get = async (path: string) => {
      const response = await test.app.inject({ method: 'GET', url: `${base}${path}`, headers });
      expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
      return response;
    };
    const answers: Record<string, unknown> = {};
    for (const collection of ['teams', 'groups', 'organizations', 'submissions', 'clarifications']) {
      const body = (await get(`/${collection}`)).json() as unknown[];
      for (const item of body) expect(schemaErrors(OBJECT_SCHEMAS[collection]!, item, version), collection).toEqual([]);
      answers[collection] = body;
    }
    answers.scoreboard = (await get('/scoreboard')).json();
    expect(schemaErrors('scoreboard.json', answers.scoreboard, version)).toEqual([]);
    answers.feed = (await get('/event-feed?stream=false')).body
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => {
        const notification = JSON.parse(line) as Collections['feed'][number];
        expect(schemaErrors('event-feed.json', notification, version)).toEqual([]);
        const file = OBJECT_SCHEMAS[notification.type];
        if (file && notification.data) expect(schemaErrors(file, notification.data, version), line).toEqual([]);
        return notification;
      });
    return answers as Collections;
  };

  it.each(CLICS_SCHEMA_VERSIONS)(
    'shows the jury (%s) every team with its organisation and category',
    async (version) => {
      const jury = await read({ authorization: basicAdmin }, version);
      const byName = new Map(jury.teams.map((team) => [team.name, team]));
      expect(byName.get('Alice')).toMatchObject({
        id: alice.userId,
        hidden: false,
        group_ids: [students._id],
        organization_id: delft._id,
      });
      expect(byName.get('Bob')).toMatchObject({ id: bob.userId, hidden: true, group_ids: [observers._id] });
      expect(byName.get('Bob')).not.toHaveProperty('organization_id');
      // Carol is in no team: a team of one with no affiliation, as before teams existed.
      expect(byName.get('Carol')).toMatchObject({ id: carol.userId, hidden: false, group_ids: [] });
      expect(byName.get('Carol')).not.toHaveProperty('organization_id');

      expect(jury.groups).toEqual([
        { id: observers._id, name: 'Observers' },
        { id: students._id, name: 'Students' },
      ]);
      expect(jury.organizations).toEqual([
        { id: delft._id, name: 'TU Delft', formal_name: 'Delft University of Technology', country: 'NLD' },
      ]);
      expect(jury.submissions.map((submission) => submission.team_id).sort()).toEqual(
        [alice.userId, bob.userId, carol.userId].sort(),
      );
    },
  );

  it.each(CLICS_SCHEMA_VERSIONS)(
    'hides the people of a hidden category from everyone else (%s): team, group, submissions and scoreboard',
    async (version) => {
      for (const headers of [{}, { cookie: carol.cookie }]) {
        const visitor = await read(headers, version);
        expect(visitor.teams.map((team) => team.id).sort()).toEqual([alice.userId, carol.userId].sort());
        expect(visitor.groups).toEqual([{ id: students._id, name: 'Students' }]);
        expect(visitor.organizations.map((organization) => organization.id)).toEqual([delft._id]);
        expect(visitor.submissions.map((submission) => submission.team_id)).not.toContain(bob.userId);
        expect(visitor.scoreboard.rows.map((row) => row.team_id)).not.toContain(bob.userId);
        expect(visitor.feed.some((notification) => notification.id === bob.userId)).toBe(false);
      }
    },
  );

  it("leaves the people of a hidden category off Codeyard's own board too, but for the jury", async () => {
    const board = async (cookie: string) =>
      (await api('GET', `/leader/contest/${contestId}/standings`, undefined, cookie)).json() as {
        entries: { userId: string }[];
      };
    expect((await board(adminCookie)).entries.map((entry) => entry.userId)).toContain(bob.userId);
    expect((await board(carol.cookie)).entries.map((entry) => entry.userId).sort()).toEqual(
      [alice.userId, carol.userId].sort(),
    );
    const byStudents = await api(
      'GET',
      `/leader/contest/${contestId}/standings?category=${students._id}`,
      undefined,
      carol.cookie,
    );
    expect(
      byStudents.json().entries.map((entry: { userId: string; rank: number }) => [entry.userId, entry.rank]),
    ).toEqual([[alice.userId, 1]]);
  });

  it('sends a team’s group and organization in the feed before the team that refers to them', async () => {
    const { feed } = await read({ authorization: basicAdmin }, '2023-06');
    const position = (type: string, id: string) =>
      feed.findIndex((notification) => notification.type === type && notification.id === id);
    expect(position('groups', students._id)).toBeGreaterThanOrEqual(0);
    expect(position('groups', students._id)).toBeLessThan(position('teams', alice.userId));
    expect(position('organizations', delft._id)).toBeLessThan(position('teams', alice.userId));
    expect(position('groups', observers._id)).toBeLessThan(position('teams', bob.userId));
  });

  describe('a team contest', () => {
    let teamContestId: string;
    const teamStart = start + 180 * MINUTE;

    beforeAll(async () => {
      now = teamStart - 10 * MINUTE;
      const erin = await signUp(test.app, { firstName: 'Erin', handle: 'erin' });
      const moved = await api('PUT', `/teams/${delftTeam._id}`, { members: ['alice', 'erin'] });
      expect(moved.statusCode, moved.body).toBe(200);
      const created = await api('POST', '/problem/createcontest', {
        title: 'Benelux Teams',
        description: 'Teams',
        startTime: new Date(teamStart).toISOString(),
        endTime: new Date(teamStart + 120 * MINUTE).toISOString(),
        problems: [problemId],
        teams: true,
      });
      expect(created.statusCode, created.body).toBe(201);
      teamContestId = created.json().contest._id;
      for (const user of [alice, bob])
        expect(
          (await api('POST', `/problem/contest/${teamContestId}/register`, undefined, user.cookie)).statusCode,
        ).toBe(200);
      expect(
        (await api('POST', `/problem/contest/${teamContestId}/register`, undefined, carol.cookie)).statusCode,
      ).toBe(400);
      now = teamStart + 5 * MINUTE;
      for (const [user, code] of [
        [alice, 'print(0)'],
        [erin, '# ACCEPT'],
        [bob, '# ACCEPT'],
      ] as const) {
        now += MINUTE;
        const submitted = await api(
          'POST',
          `/submissions/submit/${problemId}`,
          { code, language: 'python', contestId: teamContestId },
          user.cookie,
        );
        expect(submitted.json().countedForContest, submitted.body).toBe(true);
      }
      const asked = await api(
        'POST',
        `/problem/contest/${teamContestId}/clarifications`,
        { text: 'Is the input sorted?' },
        erin.cookie,
      );
      expect(asked.statusCode, asked.body).toBe(201);
      now = teamStart + 30 * MINUTE;
    });

    it.each(CLICS_SCHEMA_VERSIONS)(
      'shows the jury (%s) the teams themselves, each member’s work as theirs',
      async (version) => {
        const jury = await read({ authorization: basicAdmin }, version, teamContestId);
        expect(jury.teams.map((team) => [team.id, team.name, team.hidden]).sort()).toEqual(
          [
            [delftTeam._id, 'Delft 1', false],
            [watchers._id, 'Watchers', true],
          ].sort(),
        );
        expect(jury.teams.find((team) => team.id === delftTeam._id)).toMatchObject({
          organization_id: delft._id,
          group_ids: [students._id],
        });
        expect(jury.submissions.map((submission) => submission.team_id).sort()).toEqual(
          [delftTeam._id, delftTeam._id, watchers._id].sort(),
        );
        const delftRow = jury.scoreboard.rows.find((row) => row.team_id === delftTeam._id);
        expect(delftRow?.score.num_solved).toBe(1);
        expect(jury.scoreboard.rows.filter((row) => row.team_id === delftTeam._id)).toHaveLength(1);
        expect(jury.clarifications.map((clarification) => clarification.from_team_id)).toEqual([delftTeam._id]);
        expect(jury.organizations.map((organization) => organization.id)).toEqual([delft._id]);
      },
    );

    it.each(CLICS_SCHEMA_VERSIONS)('hides a hidden category’s team from everyone else (%s)', async (version) => {
      const visitor = await read({}, version, teamContestId);
      expect(visitor.teams.map((team) => team.id)).toEqual([delftTeam._id]);
      expect(visitor.groups).toEqual([{ id: students._id, name: 'Students' }]);
      expect(visitor.submissions.map((submission) => submission.team_id)).toEqual([delftTeam._id, delftTeam._id]);
      expect(visitor.scoreboard.rows.map((row) => row.team_id)).toEqual([delftTeam._id]);
    });
  });
});
