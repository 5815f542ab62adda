import fs from 'node:fs';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableDialects } from '../../testing/databases.js';
import { createTestApp, signInAsAdmin, type TestApp } from '../../testing/test-app.js';
import { multipartFile, renameEntry, zipFiles } from '../../testing/zip.js';

const dialects = await availableDialects();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read field by field
type Answer = { statusCode: number; json: () => any; body: string };

/** DOMjudge's legacy files, as its manual shows them (escapes and a Windows line ending included). */
const GROUPS_TSV = 'File_Version\t1\n24\tParticipants\n25\tGuests\n\n';
const TEAMS_TSV = [
  'teams\t2',
  '1\t447047\t24\t¡i¡i¡\tLund University\tLU\tSWE\tINST-42',
  '2\t447837\t25\tPleading not FAUlty\tFriedrich-Alexander-University Erlangen-Nuremberg\tFAU\tDEU\tINST-43\r',
  '3\t\t24\tTab\\tHappy\tTechnische Universiteit Eindhoven\tTU/e\tNLD\t',
  'only-an-id',
].join('\n');
const ACCOUNTS_TSV = [
  'accounts\t1',
  'team\tteam001\tteam001\tP3xm33imve',
  'team\tFAU Crew\tteam-002\t',
  'team\tTU/e\tteam003\tqd4WHeJXbd\t10.0.0.3',
  'judge\tJohn Doe\tjohn\tUf4PYRA7mJ',
  'team\tNobody\tnumberless\tabcdefgh',
].join('\n');

describe.each(dialects)('importing registrations from files on %s', (dialect) => {
  let test: TestApp;
  let adminCookie: string;

  beforeAll(async () => {
    test = await createTestApp({ dialect, env: { AUTH_RATE_LIMIT: '1000' } });
    adminCookie = await signInAsAdmin(test);
  });
  afterAll(async () => {
    await test?.close();
  });

  const upload = (url: string, archive: Buffer) => {
    const form = multipartFile('file', 'registrations.zip', archive);
    return test.app.inject({
      method: 'POST',
      url,
      headers: { ...form.headers, cookie: adminCookie },
      payload: form.payload,
    }) as Promise<Answer>;
  };
  const tsv = (payload: object) =>
    test.app.inject({
      method: 'POST',
      url: '/api/admin/import/tsv',
      headers: { cookie: adminCookie },
      payload,
    }) as Promise<Answer>;
  const signIn = (emailid: string, password: string) =>
    test.app.inject({ method: 'POST', url: '/api/user/login', payload: { emailid, password } });
  const count = async (table: 'users' | 'teams' | 'organizations' | 'categories') =>
    (await test.context.database.selectFrom(table).select('id').execute()).length;

  it('imports the TSV files, reading each organisation from teams.tsv and each team from its username', async () => {
    const answer = await tsv({ groups: GROUPS_TSV, teams: TEAMS_TSV, accounts: ACCOUNTS_TSV });
    expect(answer.statusCode, answer.body).toBe(200);
    const result = answer.json();
    expect(result.groups.created.map((group: { name: string }) => group.name)).toEqual(['Participants', 'Guests']);
    expect(result.organizations.created.map((organization: { id: string }) => organization.id)).toEqual([
      'INST-42',
      'INST-43',
      'TU-e',
    ]);
    expect(result.teams.created.map((team: { name: string }) => team.name)).toEqual([
      '¡i¡i¡',
      'Pleading not FAUlty',
      'Tab\tHappy',
    ]);
    expect(result.teams.refused).toEqual([
      {
        id: 'only-an-id',
        name: null,
        source: 'teams.tsv line 5',
        reason:
          'A line of teams.tsv needs a team id, an ICPC id (may be empty), a group id and a name, separated by tabs',
      },
    ]);
    expect(result.accounts.created.map((account: { name: string }) => account.name)).toEqual([
      'team001',
      'team-002',
      'team003',
    ]);
    expect(result.accounts.refused.map((refused: { source: string }) => refused.source)).toEqual([
      'accounts.tsv line 6',
      'accounts.tsv line 5',
    ]);
    expect(result.accounts.refused[0].reason).toBe(
      'The username "numberless" holds no team number (team-042 is the account of team 42)',
    );
    // team-002 gave no password: one was generated for its sheet.
    expect(result.credentials.find((line: { username: string }) => line.username === 'team-002')).toMatchObject({
      team: 'Pleading not FAUlty',
      organization: 'FAU',
      name: 'FAU Crew',
    });

    const teams = (await test.app.inject({ method: 'GET', url: '/api/teams', headers: { cookie: adminCookie } })).json()
      .teams;
    expect(teams.find((team: { name: string }) => team.name === 'Pleading not FAUlty')).toMatchObject({
      organization: {
        name: 'FAU',
        formalName: 'Friedrich-Alexander-University Erlangen-Nuremberg',
        country: 'DEU',
      },
      category: { name: 'Guests' },
      members: [{ handle: 'team-002', name: 'FAU Crew' }],
    });
    expect((await signIn('team003', 'qd4WHeJXbd')).statusCode).toBe(200);

    const again = (await tsv({ groups: GROUPS_TSV, teams: TEAMS_TSV, accounts: ACCOUNTS_TSV })).json();
    expect(again.message).toBe('Import done: 0 created, 0 updated, 11 unchanged, 3 refused');
  });

  it('refuses a TSV file without its version line, writing nothing', async () => {
    const before = await count('categories');
    const answer = await tsv({ groups: '24\tParticipants\n77\tNew group\n' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('groups.tsv must start with the line "groups<tab>1" or "File_Version<tab>1"');
    expect(await count('categories')).toBe(before);
    expect((await tsv({})).json().message).toBe('Give at least one of groups.tsv, teams.tsv or accounts.tsv');
  });

  it('imports CLICS files from a zip, in a folder or at its top', async () => {
    const archive = await zipFiles({
      'export/organizations.json': JSON.stringify([{ id: 'zip-org', name: 'Zip U', country: 'BEL' }]),
      'export/groups.json': JSON.stringify([{ id: 'zip-group', name: 'Zipped' }]),
      'export/teams.json': JSON.stringify([
        { id: 'zip-team', label: 'z', name: 'Zipper', organization_id: 'zip-org', group_ids: ['zip-group'] },
      ]),
      'export/accounts.json': `\uFEFF${JSON.stringify([
        { id: 'zip-account', username: 'zipper1', password: 'Zipped-1', type: 'team', team_id: 'zip-team' },
      ])}`,
      'export/contest.yaml': 'name: ignored\n',
    });
    const answer = await upload('/api/admin/import/clics', archive);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().message).toBe('Import done: 4 created, 0 updated, 0 unchanged, 0 refused');
    expect((await signIn('zipper1', 'Zipped-1')).statusCode).toBe(200);

    const tsvZip = await zipFiles({ 'groups.tsv': 'groups\t1\nzip-tsv\tZipped TSV\n' });
    expect((await upload('/api/admin/import/tsv', tsvZip)).json().groups.created).toEqual([
      expect.objectContaining({ id: 'zip-tsv', name: 'Zipped TSV' }),
    ]);
  });

  it('refuses a zip whose file is no JSON array, or that holds none of the files, writing nothing', async () => {
    const before = await count('organizations');
    const broken = await upload(
      '/api/admin/import/clics',
      await zipFiles({
        'organizations.json': JSON.stringify([{ id: 'never', name: 'Never U' }]),
        'teams.json': '[{"id": ',
      }),
    );
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/^teams\.json is not valid JSON: /);
    const notArray = await upload('/api/admin/import/clics', await zipFiles({ 'groups.json': '{"id": "g"}' }));
    expect(notArray.json().message).toBe('groups.json must hold a JSON array, one object per entry');
    const none = await upload('/api/admin/import/clics', await zipFiles({ 'readme.txt': 'hello' }));
    expect(none.json().message).toBe(
      'The zip holds none of organizations.json, groups.json, teams.json, accounts.json',
    );
    expect(await count('organizations')).toBe(before);
  });

  it('refuses hostile zips: paths leaving the folder, bombs, oversize uploads, no zip at all', async () => {
    const before = await Promise.all([count('users'), count('teams'), count('organizations')]);
    const climbing = renameEntry(
      await zipFiles({ 'aa/organizations.json': '[]', 'teams.json': '[]' }),
      'aa/organizations.json',
      '../organizations.json',
    );
    const climbed = await upload('/api/admin/import/clics', climbing);
    expect(climbed.statusCode).toBe(400);
    expect(climbed.json().message).toBe('Invalid zip: invalid relative path: ../organizations.json');
    const absolute = renameEntry(await zipFiles({ 'tmp/x/teams.json': '[]' }), 'tmp/x/teams.json', '/tmp/xteams.json');
    expect((await upload('/api/admin/import/clics', absolute)).json().message).toBe(
      'Invalid zip: absolute path: /tmp/xteams.json',
    );
    expect(fs.existsSync('/tmp/xteams.json')).toBe(false);

    // Two entries of one name: the second cannot be written, and the reason names no server path.
    const twice = renameEntry(await zipFiles({ 'teams.json': '[]', 'teamz.json': '[]' }), 'teamz.json', 'teams.json');
    const doubled = await upload('/api/admin/import/clics', twice);
    expect(doubled.statusCode).toBe(400);
    expect(doubled.json().message).toMatch(/^Invalid zip: /);
    expect(doubled.body).not.toContain(os.tmpdir());

    // 25 MB of one repeated byte zip to a few kilobytes; past the 20 MB a file may hold, it is refused.
    const bomb = await zipFiles({ 'teams.json': Buffer.alloc(25 * 1024 * 1024, 0x20) });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const exploded = await upload('/api/admin/import/clics', bomb);
    expect(exploded.statusCode).toBe(400);
    expect(exploded.json().message).toBe('Invalid zip: "teams.json" is larger than 20 MB');

    const tooLarge = await upload('/api/admin/import/clics', Buffer.alloc(11 * 1024 * 1024, 1));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('The zip must be at most 10 MB');
    expect((await upload('/api/admin/import/clics', Buffer.from('not a zip'))).json().message).toBe(
      'Invalid zip: not a readable zip archive',
    );
    expect(await Promise.all([count('users'), count('teams'), count('organizations')])).toEqual(before);
  });
});
