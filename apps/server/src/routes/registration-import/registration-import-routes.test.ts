import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableDialects } from '../../testing/databases.js';
import { createTestApp, signInAsAdmin, signUp, type TestApp } from '../../testing/test-app.js';

const dialects = await availableDialects();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read field by field and checked by toMatchObject
type Answer = { statusCode: number; json: () => any; body: string; headers: Record<string, unknown> };

/** What an ICPC registration system's export holds (the CLICS files, as written). */
const REGISTRATION = {
  organizations: [
    { id: 'INST-1', icpc_id: '1', name: 'TU/e', formal_name: 'Eindhoven University of Technology', country: 'NLD' },
    { id: 'INST-2', name: 'LU', formal_name: 'Lund University', country: 'SWE' },
  ],
  groups: [
    { id: 'participants', name: 'Participants' },
    { id: 'observers', name: 'Observers', hidden: true },
  ],
  teams: [
    {
      id: 't1',
      label: 't1',
      name: 'rocket',
      display_name: 'Rocket Science',
      organization_id: 'INST-1',
      group_ids: ['participants'],
    },
    { id: 't2', label: 't2', name: 'Lundians', organization_id: 'INST-2', group_ids: ['participants'] },
    { id: 't3', label: 't3', name: 'Watchers', organization_id: null, group_ids: ['observers'], hidden: true },
  ],
  accounts: [
    { id: 'a1', username: 'team001', password: 'Given-pass-1', type: 'team', team_id: 't1', name: 'Ann Rocket' },
    { id: 'a2', username: 'Team001b', type: 'team', team_id: 't1' },
    { id: 'a3', username: 'team002', type: 'team', team_id: 't2', ip: '10.0.0.2', person_id: null },
  ],
};

describe.each(dialects)('importing a registration export on %s', (dialect) => {
  let test: TestApp;
  let adminCookie: string;

  beforeAll(async () => {
    test = await createTestApp({ dialect, env: { AUTH_RATE_LIMIT: '1000' } });
    adminCookie = await signInAsAdmin(test);
  });
  afterAll(async () => {
    await test?.close();
  });

  const importClics = (payload: object, cookie = adminCookie) =>
    test.app.inject({
      method: 'POST',
      url: '/api/admin/import/clics',
      headers: { cookie },
      payload,
    }) as Promise<Answer>;
  const signIn = (emailid: string, password: string) =>
    test.app.inject({ method: 'POST', url: '/api/user/login', payload: { emailid, password } }) as Promise<Answer>;
  const names = (objects: { id: string }[]) => objects.map((object) => object.id);

  let generatedPassword: string;

  it('creates every object by its CLICS id, with the teams’ members and the credentials it set', async () => {
    const answer = await importClics(REGISTRATION);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const result = answer.json();
    expect(result.message).toBe('Import done: 10 created, 0 updated, 0 unchanged, 0 refused');
    expect(names(result.organizations.created)).toEqual(['INST-1', 'INST-2']);
    expect(names(result.groups.created)).toEqual(['participants', 'observers']);
    expect(result.teams.created.map((team: { name: string }) => team.name)).toEqual([
      'Rocket Science',
      'Lundians',
      'Watchers',
    ]);
    expect(result.accounts.created.map((account: { name: string }) => account.name)).toEqual([
      'team001',
      'team001b',
      'team002',
    ]);

    // Given passwords as given; missing ones generated; one sheet line per account, by team.
    expect(result.credentials).toHaveLength(3);
    expect(result.credentials[0]).toEqual({
      team: 'Lundians',
      organization: 'LU',
      name: 'Lundians',
      username: 'team002',
      password: expect.stringMatching(/^[a-km-zA-HJ-NP-Z2-9]{12}$/),
    });
    expect(result.credentials[1]).toEqual({
      team: 'Rocket Science',
      organization: 'TU/e',
      name: 'Ann Rocket',
      username: 'team001',
      password: 'Given-pass-1',
    });
    generatedPassword = result.credentials[2].password;
    expect(result.credentials[2]).toMatchObject({ team: 'Rocket Science', username: 'team001b' });

    const teams = (await test.app.inject({ method: 'GET', url: '/api/teams', headers: { cookie: adminCookie } })).json()
      .teams;
    expect(teams.find((team: { name: string }) => team.name === 'Rocket Science')).toMatchObject({
      organization: { name: 'TU/e', formalName: 'Eindhoven University of Technology', country: 'NLD' },
      category: { name: 'Participants', hidden: false },
      members: [{ handle: 'team001', name: 'Ann Rocket' }, { handle: 'team001b' }],
    });
    expect(teams.find((team: { name: string }) => team.name === 'Watchers')).toMatchObject({
      organization: null,
      category: { name: 'Observers', hidden: true },
      members: [],
    });

    // Passwords are stored hashed only.
    const stored = await test.context.database.selectFrom('users').select('password_hash').execute();
    for (const row of stored) expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('lets an imported account sign in with its username, in any case, or its placeholder address', async () => {
    const byUsername = await signIn('TEAM001', 'Given-pass-1');
    expect(byUsername.statusCode, byUsername.body).toBe(200);
    expect(byUsername.json().user).toMatchObject({ handle: 'team001', firstName: 'Ann Rocket', role: 'user' });
    expect((await signIn('team001b', generatedPassword)).statusCode).toBe(200);
    expect((await signIn('team001@import.invalid', 'Given-pass-1')).statusCode).toBe(200);
    expect((await signIn('team001', 'Wrong-pass-1')).json().message).toBe('Invalid email or password');
    const neither = await signIn('not a name!', 'Given-pass-1');
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toBe('Invalid email address');
  });

  it('changes nothing when the same files come again, and keeps passwords the files do not give', async () => {
    const again = (await importClics(REGISTRATION)).json();
    expect(again.message).toBe('Import done: 0 created, 0 updated, 10 unchanged, 0 refused');
    for (const kind of ['organizations', 'groups', 'teams', 'accounts'])
      expect(again[kind]).toMatchObject({ created: [], updated: [], refused: [] });
    // The given password is printed again; the generated ones are not known any more.
    expect(again.credentials).toEqual([expect.objectContaining({ username: 'team001', password: 'Given-pass-1' })]);
    expect((await signIn('team001b', generatedPassword)).statusCode).toBe(200);
  });

  it('updates what changed: names, country, a new password, a move to another team', async () => {
    const changed = {
      organizations: [{ ...REGISTRATION.organizations[1], formal_name: 'Lunds universitet', country: 'swe' }],
      teams: [{ ...REGISTRATION.teams[1], name: 'Lund Lions' }],
      accounts: [
        { ...REGISTRATION.accounts[0], password: 'Fresh-pass-2' },
        { ...REGISTRATION.accounts[2], team_id: 't1', name: 'Moved Person' },
      ],
    };
    const result = (await importClics(changed)).json();
    expect(result.message).toBe('Import done: 0 created, 4 updated, 0 unchanged, 0 refused');
    expect((await signIn('team001', 'Given-pass-1')).statusCode).toBe(401);
    expect((await signIn('team001', 'Fresh-pass-2')).statusCode).toBe(200);
    expect(result.credentials).toEqual([expect.objectContaining({ username: 'team001', password: 'Fresh-pass-2' })]);

    const teams = (await test.app.inject({ method: 'GET', url: '/api/teams', headers: { cookie: adminCookie } })).json()
      .teams;
    expect(teams.find((team: { name: string }) => team.name === 'Lund Lions')).toMatchObject({
      organization: { formalName: 'Lunds universitet', country: 'SWE' },
      members: [],
    });
    expect(
      teams
        .find((team: { name: string }) => team.name === 'Rocket Science')
        .members.map((member: { handle: string }) => member.handle),
    ).toEqual(['team001', 'team001b', 'team002']);
  });

  it('refuses each bad object with why, and still imports the others', async () => {
    const alice = await signUp(test.app, { firstName: 'Alice', handle: 'alice' });
    const result = (
      await importClics({
        organizations: [
          { id: 'INST-9', name: 'Nowhere U', country: 'XYZ' },
          { id: 'INST-10', name: 'Good U', country: 'DEU' },
          { id: 'INST-11', name: 'tu/E' },
        ],
        groups: [{ id: 'g2', name: 'Students' }, { name: 'No id' }, { id: 'g2', name: 'Again' }],
        teams: [
          { id: 't9', label: 't9', name: 'Lost', organization_id: 'INST-9' },
          { id: 't10', label: 't10', name: 'Ghosts', organization_id: 'INST-404' },
          { id: 't11', label: 't11', name: 'lund lions' },
          { id: 't12', label: 't12', name: 'Split', group_ids: ['g2', 'participants'] },
          { id: 't13', label: 't13', name: 'Shy', group_ids: ['g2'], hidden: true },
          { id: 't14', label: 't14' },
          { id: 't15', label: 't15', name: 'Good Team', organization_id: 'INST-10', group_ids: ['g2'] },
        ],
        accounts: [
          { id: 'a9', username: 'alice', type: 'team', team_id: 't15' },
          { id: 'a10', username: 'jury1', type: 'judge' },
          { id: 'a11', username: 'boss', type: 'admin' },
          { id: 'a12', username: 'team015', type: 'team', team_id: 't9' },
          { id: 'a13', username: 'team016', type: 'team', team_id: 't15', password: 'short' },
          { id: 'a14', username: 'x', type: 'team', team_id: 't15' },
          { id: 'a15', username: 'team017', type: 'team' },
          { id: 'a16', username: 'team018', type: 'team', team_id: 't15', name: 'Codeyard Admin' },
          'not an object',
          { id: 'a17', username: 'team019', type: 'team', team_id: 't15' },
        ],
      })
    ).json();

    const reasons = (kind: string) =>
      result[kind].refused.map((refused: { id: string | null; reason: string }) => [refused.id, refused.reason]);
    expect(names(result.organizations.created)).toEqual(['INST-10']);
    expect(reasons('organizations')).toEqual([
      ['INST-9', 'Country must be an ISO 3166-1 alpha-3 code, such as NLD, USA or IND'],
      ['INST-11', 'An organisation called "tu/E" already exists'],
    ]);
    expect(names(result.groups.created)).toEqual(['g2']);
    expect(reasons('groups')).toEqual([
      [null, 'id must be a CLICS identifier: 1 to 100 letters, digits, _, . or -, not starting with . or -'],
      ['g2', 'The id "g2" is listed more than once; only its first entry is imported'],
    ]);
    expect(result.groups.refused[0].source).toBe('groups.json #2');
    expect(names(result.teams.created)).toEqual(['t15']);
    expect(reasons('teams')).toEqual([
      ['t9', 'Its organisation "INST-9" was refused, so it cannot be used'],
      ['t10', 'No organisation has the id "INST-404" (neither in this import nor imported before)'],
      ['t11', 'A team called "lund lions" already exists'],
      ['t12', 'Codeyard puts a team in one category, and this team names 2 groups'],
      ['t13', 'Codeyard hides a team through its category: put the team in a group with "hidden": true'],
      ['t14', 'name: Team name must be 1 to 100 characters'],
    ]);
    expect(names(result.accounts.created)).toEqual(['a17']);
    expect(reasons('accounts')).toEqual([
      ['a9', 'The username "alice" is taken by another account'],
      ['a10', expect.stringMatching(/^type: A judge account is not imported: Codeyard's jury are its admins/)],
      ['a11', expect.stringMatching(/^type: An admin account is not imported/)],
      ['a12', 'Its team "t9" was refused, so it cannot be used'],
      ['a13', 'password must be 6 to 200 characters, the lengths the sign-in form takes'],
      [
        'a14',
        'username must be 3 to 24 letters, digits, _ or -, starting with a letter or digit: it becomes the handle',
      ],
      ['a15', 'team_id: A team account needs the team_id of its team'],
      ['a16', 'First name looks like a staff name (Admin, Jury, Moderator, System…): choose another'],
      [null, 'Each entry must be a JSON object'],
    ]);
    // Alice's own account is untouched, and nobody was made an admin.
    const aliceRow = await test.context.database
      .selectFrom('users')
      .select(['handle', 'external_id', 'role'])
      .where('id', '=', alice.userId)
      .executeTakeFirstOrThrow();
    expect(aliceRow).toEqual({ handle: 'alice', external_id: null, role: 'user' });
    const admins = await test.context.database
      .selectFrom('users')
      .select('handle')
      .where('role', '=', 'admin')
      .execute();
    expect(admins).toHaveLength(1);
  });

  it('refuses a team past ten members and changes no admin through an import', async () => {
    const accounts = Array.from({ length: 11 }, (_, index) => ({
      id: `big${index}`,
      username: `bigteam${index}`,
      type: 'team',
      team_id: 'tbig',
    }));
    const result = (await importClics({ teams: [{ id: 'tbig', label: 'tbig', name: 'Crowd' }], accounts })).json();
    expect(result.accounts.created).toHaveLength(10);
    expect(result.accounts.refused).toEqual([
      expect.objectContaining({
        id: 'big10',
        reason: 'The team "Crowd" already has 10 members, the most a team may have',
      }),
    ]);

    await test.context.database.updateTable('users').set({ role: 'admin' }).where('external_id', '=', 'big0').execute();
    const promoted = (await importClics({ accounts: [{ ...accounts[0], password: 'Takeover-1' }] })).json();
    expect(promoted.accounts.refused[0].reason).toBe(
      "This account is an admin's now: an import changes only contestants' accounts",
    );
    expect(promoted.credentials).toEqual([]);
  });

  it('answers 400 for a body that is no import, and lets only admins import', async () => {
    const empty = await importClics({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Give at least one of organizations, groups, teams or accounts');
    const notLists = await importClics({ teams: { id: 't1' } });
    expect(notLists.statusCode).toBe(400);
    expect((await importClics({ team: [] })).statusCode).toBe(400);

    const contestant = await signUp(test.app, { firstName: 'Mallory' });
    const forbidden = await importClics(
      { accounts: [{ id: 'evil', username: 'evil1', type: 'team', team_id: 't1' }] },
      contestant.cookie,
    );
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Admin access required');
    const signedOut = await test.app.inject({ method: 'POST', url: '/api/admin/import/clics', payload: REGISTRATION });
    expect(signedOut.statusCode).toBe(401);
    const tsv = await test.app.inject({
      method: 'POST',
      url: '/api/admin/import/tsv',
      headers: { cookie: contestant.cookie },
      payload: { groups: 'groups\t1\n9\tSneaky\n' },
    });
    expect(tsv.statusCode).toBe(403);
    expect(
      await test.context.database.selectFrom('users').select('id').where('handle', '=', 'evil1').execute(),
    ).toEqual([]);
    expect(
      await test.context.database.selectFrom('categories').select('id').where('name', '=', 'Sneaky').execute(),
    ).toEqual([]);
  });
});
