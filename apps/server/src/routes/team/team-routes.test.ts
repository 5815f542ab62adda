import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableDialects } from '../../testing/databases.js';
import { createTestApp, signInAsAdmin, signUp, type TestApp } from '../../testing/test-app.js';

const dialects = await availableDialects();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read field by field and checked by toMatchObject
type Answer = { statusCode: number; json: () => any; body: string };

describe.each(dialects)('teams, organisations and categories on %s', (dialect) => {
  let test: TestApp;
  let adminCookie: string;
  let alice: Awaited<ReturnType<typeof signUp>>;
  let bob: Awaited<ReturnType<typeof signUp>>;
  let carol: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    test = await createTestApp({ dialect, env: { AUTH_RATE_LIMIT: '1000' } });
    adminCookie = await signInAsAdmin(test);
    alice = await signUp(test.app, { firstName: 'Alice', handle: 'alice' });
    bob = await signUp(test.app, { firstName: 'Bob', handle: 'bob' });
    carol = await signUp(test.app, { firstName: 'Carol', handle: 'carol' });
    await signUp(test.app, { firstName: 'Dave', handle: 'dave' });
  });
  afterAll(async () => {
    await test?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = adminCookie) =>
    test.app.inject({
      method,
      url: `/api${url}`,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    }) as Promise<Answer>;

  const expectRefused = (answer: Answer, status: number, message: string, path?: string) => {
    expect(answer.statusCode, answer.body).toBe(status);
    expect(answer.json().message).toBe(message);
    if (path) expect(answer.json().errors).toContainEqual({ path, message });
  };

  describe('categories', () => {
    it('creates, lists, renames, hides and deletes a category', async () => {
      const created = await call('POST', '/categories', { name: '  Guests ' });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({
        message: 'Category created',
        category: { name: 'Guests', hidden: false },
      });
      const id = created.json().category._id;

      const updated = await call('PUT', `/categories/${id}`, { name: 'Visitors', hidden: true });
      expect(updated.json().category).toMatchObject({ _id: id, name: 'Visitors', hidden: true });
      expect((await call('GET', '/categories')).json().categories).toContainEqual(updated.json().category);

      expect((await call('DELETE', `/categories/${id}`)).json()).toEqual({ message: 'Category deleted' });
      expectRefused(await call('GET', `/categories/${id}`), 404, 'Category not found');
    });

    it('refuses a duplicate name in any case, a bad hidden flag and an empty name', async () => {
      await call('POST', '/categories', { name: 'Students' });
      expectRefused(
        await call('POST', '/categories', { name: 'STUDENTS' }),
        409,
        'A category called "STUDENTS" already exists',
      );
      expectRefused(
        await call('POST', '/categories', { name: 'X', hidden: 'yes' }),
        400,
        'hidden must be true or false',
        'hidden',
      );
      expectRefused(
        await call('POST', '/categories', { name: '   ' }),
        400,
        'Category name must be 1 to 100 characters',
        'name',
      );
      expectRefused(await call('PUT', '/categories/nope', { hidden: true }), 404, 'Category not found');
      expectRefused(await call('DELETE', '/categories/nope'), 404, 'Category not found');
    });
  });

  describe('organisations', () => {
    it('creates one with its formal name, country and logo, and changes them', async () => {
      const created = await call('POST', '/organizations', {
        name: 'TU/e',
        formalName: 'Eindhoven University of Technology',
        country: 'nld',
        logo: 'https://example.com/tue.png',
      });
      expect(created.statusCode, created.body).toBe(201);
      const organization = created.json().organization;
      expect(organization).toMatchObject({
        name: 'TU/e',
        formalName: 'Eindhoven University of Technology',
        country: 'NLD',
        logo: 'https://example.com/tue.png',
      });

      const updated = await call('PUT', `/organizations/${organization._id}`, {
        country: 'BEL',
        formalName: null,
        logo: null,
      });
      expect(updated.json()).toMatchObject({
        message: 'Organisation updated',
        organization: { name: 'TU/e', formalName: 'TU/e', country: 'BEL', logo: null },
      });
      expect((await call('GET', '/organizations')).json().organizations).toContainEqual(updated.json().organization);
    });

    it('takes the name as the formal name when none is given', async () => {
      const created = await call('POST', '/organizations', { name: 'Plain College' });
      expect(created.json().organization).toMatchObject({ formalName: 'Plain College', country: null, logo: null });
    });

    it('refuses a country that is no ISO 3166-1 alpha-3 code, naming the field', async () => {
      const message = 'Country must be an ISO 3166-1 alpha-3 code, such as NLD, USA or IND';
      for (const country of ['NL', 'XYZ', 'Netherlands', 42])
        expectRefused(
          await call('POST', '/organizations', { name: `Bad ${String(country)}`, country }),
          400,
          message,
          'country',
        );
    });

    it('refuses a logo that is no web address, a duplicate name and unknown ids', async () => {
      expectRefused(
        await call('POST', '/organizations', { name: 'Logo U', logo: 'javascript:alert(1)' }),
        400,
        'Logo must be an http or https address',
        'logo',
      );
      await call('POST', '/organizations', { name: 'Twice U' });
      expectRefused(
        await call('POST', '/organizations', { name: 'twice u' }),
        409,
        'An organisation called "twice u" already exists',
      );
      expectRefused(await call('GET', '/organizations/nope'), 404, 'Organisation not found');
      expectRefused(await call('PUT', '/organizations/nope', { name: 'X' }), 404, 'Organisation not found');
      expectRefused(await call('DELETE', '/organizations/nope'), 404, 'Organisation not found');
    });
  });

  describe('teams', () => {
    let teamId: string;
    let studentsId: string;

    beforeAll(async () => {
      const students = await call('POST', '/categories', { name: 'Contestants' });
      studentsId = students.json().category._id;
    });

    it('creates a team of accounts by handle, with an inline organisation and a category by name', async () => {
      const created = await call('POST', '/teams', {
        name: 'Segfault Squad',
        members: ['Alice', '@bob'],
        organization: { name: 'Delft', country: 'NLD' },
        category: 'contestants',
      });
      expect(created.statusCode, created.body).toBe(201);
      const team = created.json().team;
      teamId = team._id;
      expect(team).toMatchObject({
        name: 'Segfault Squad',
        organization: { name: 'Delft', formalName: 'Delft', country: 'NLD' },
        category: { _id: studentsId, name: 'Contestants', hidden: false },
        members: [
          { _id: alice.userId, handle: 'alice', name: 'Alice' },
          { _id: bob.userId, handle: 'bob', name: 'Bob' },
        ],
      });
      expect((await call('GET', '/teams')).json().teams).toContainEqual(team);
      expect((await call('GET', `/teams/${teamId}`)).json().team).toEqual(team);
    });

    it('reuses an organisation of the same name, and takes one by id', async () => {
      const reused = await call('POST', '/teams', { name: 'Delft Two', members: [], organization: { name: 'DELFT' } });
      expect(reused.statusCode, reused.body).toBe(201);
      const delft = (await call('GET', `/teams/${teamId}`)).json().team.organization;
      expect(reused.json().team.organization._id).toBe(delft._id);

      const byId = await call('POST', '/teams', {
        name: 'Delft Three',
        members: [],
        organizationId: delft._id,
        category: studentsId,
      });
      expect(byId.json().team).toMatchObject({ organization: { _id: delft._id }, category: { _id: studentsId } });
      await call('DELETE', `/teams/${reused.json().team._id}`);
      await call('DELETE', `/teams/${byId.json().team._id}`);
    });

    it('refuses an unknown handle with a 400 naming it', async () => {
      expectRefused(
        await call('POST', '/teams', { name: 'Ghosts', members: ['carol', 'nobody-here'] }),
        400,
        'No account has the handle @nobody-here',
        'members.1',
      );
    });

    it('refuses a person already in a team with a 409: a person is in at most one team', async () => {
      expectRefused(
        await call('POST', '/teams', { name: 'Poachers', members: ['carol', 'bob'] }),
        409,
        '@bob is already in the team "Segfault Squad"',
        'members.1',
      );
      // Nothing was written: Carol is still free.
      const carolsTeam = await call('POST', '/teams', { name: 'Carol Alone', members: ['carol'] });
      expect(carolsTeam.statusCode, carolsTeam.body).toBe(201);
      await call('DELETE', `/teams/${carolsTeam.json().team._id}`);
    });

    it('refuses bad bodies, each naming its field', async () => {
      expectRefused(
        await call('POST', '/teams', { members: [] }),
        400,
        'Team name must be 1 to 100 characters',
        'name',
      );
      expectRefused(
        await call('POST', '/teams', { name: 'No list' }),
        400,
        'Members must be a list of at most 10 handles',
        'members',
      );
      expectRefused(
        await call('POST', '/teams', {
          name: 'Eleven',
          members: Array.from({ length: 11 }, (_, index) => `user${index}`),
        }),
        400,
        'Members must be a list of at most 10 handles',
        'members',
      );
      expectRefused(
        await call('POST', '/teams', { name: 'Twice', members: ['carol', 'CAROL'] }),
        400,
        '@carol is listed twice',
        'members.1',
      );
      expectRefused(
        await call('POST', '/teams', { name: 'Both', members: [], organization: { name: 'A' }, organizationId: 'b' }),
        400,
        'Give organization or organizationId, not both',
        'organizationId',
      );
      expectRefused(
        await call('POST', '/teams', { name: 'Lost', members: [], organizationId: 'nope' }),
        400,
        'No organisation has this id',
        'organizationId',
      );
      expectRefused(
        await call('POST', '/teams', {
          name: 'Lost',
          members: [],
          organization: { name: 'Somewhere', country: 'ZZZ' },
        }),
        400,
        'Country must be an ISO 3166-1 alpha-3 code, such as NLD, USA or IND',
        'organization.country',
      );
      expectRefused(
        await call('POST', '/teams', { name: 'Lost', members: [], category: 'martians' }),
        400,
        'No category is called "martians"',
        'category',
      );
      expectRefused(
        await call('POST', '/teams', { name: 'segfault squad', members: [] }),
        409,
        'A team called "segfault squad" already exists',
      );
    });

    it('replaces the members, the name and the category; null clears the organisation', async () => {
      const updated = await call('PUT', `/teams/${teamId}`, {
        name: 'Segfault Squadron',
        members: ['bob', 'dave'],
        organization: null,
        category: null,
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json()).toMatchObject({
        message: 'Team updated',
        team: {
          name: 'Segfault Squadron',
          organization: null,
          category: null,
          members: [{ handle: 'bob' }, { handle: 'dave' }],
        },
      });
      // Alice left the team, so she may join another.
      const aliceTeam = await call('POST', '/teams', { name: 'Alice Again', members: ['alice'] });
      expect(aliceTeam.statusCode, aliceTeam.body).toBe(201);
      expectRefused(
        await call('PUT', `/teams/${aliceTeam.json().team._id}`, { members: ['alice', 'dave'] }),
        409,
        '@dave is already in the team "Segfault Squadron"',
        'members.1',
      );
      expectRefused(
        await call('PUT', `/teams/${aliceTeam.json().team._id}`, { name: 'SEGFAULT squadron' }),
        409,
        'A team called "SEGFAULT squadron" already exists',
      );
      expectRefused(await call('PUT', '/teams/nope', { name: 'X' }), 404, 'Team not found');
      expectRefused(await call('DELETE', '/teams/nope'), 404, 'Team not found');
      expectRefused(await call('GET', '/teams/nope'), 404, 'Team not found');
    });

    it('refuses to delete an organisation or a category a team uses, then deletes a team and keeps its members', async () => {
      const organization = (await call('POST', '/organizations', { name: 'Used U', country: 'IND' })).json()
        .organization;
      const category = (await call('POST', '/categories', { name: 'Used', hidden: true })).json().category;
      const team = (
        await call('POST', '/teams', {
          name: 'Users',
          members: ['carol'],
          organizationId: organization._id,
          category: category._id,
        })
      ).json().team;
      expectRefused(
        await call('DELETE', `/organizations/${organization._id}`),
        409,
        'The organisation still has a team: move or delete it first',
      );
      expectRefused(
        await call('DELETE', `/categories/${category._id}`),
        409,
        'The category still has a team: move or delete it first',
      );

      expect((await call('DELETE', `/teams/${team._id}`)).json()).toEqual({ message: 'Team deleted' });
      expect((await call('DELETE', `/organizations/${organization._id}`)).statusCode).toBe(200);
      expect((await call('DELETE', `/categories/${category._id}`)).statusCode).toBe(200);
      const profile = await test.app.inject({ method: 'GET', url: '/api/user/profile/carol' });
      expect(profile.statusCode).toBe(200);
    });
  });

  describe('who may call', () => {
    it('answers 403 to a member editing, deleting or reading their own team, and changes nothing', async () => {
      const team = (await call('GET', '/teams'))
        .json()
        .teams.find((entry: { name: string }) => entry.name === 'Segfault Squadron');
      expect(team.members.map((member: { handle: string }) => member.handle)).toContain('bob');

      const edit = await call(
        'PUT',
        `/teams/${team._id}`,
        { name: 'Bob Rules', members: ['bob', 'carol'] },
        bob.cookie,
      );
      expectRefused(edit, 403, 'Admin access required');
      expectRefused(await call('DELETE', `/teams/${team._id}`, undefined, bob.cookie), 403, 'Admin access required');
      expectRefused(await call('GET', `/teams/${team._id}`, undefined, bob.cookie), 403, 'Admin access required');
      expect((await call('GET', `/teams/${team._id}`)).json().team).toEqual(team);
    });

    it('answers 403 to non-admins and 401 to visitors on every call', async () => {
      const calls: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [];
      for (const collection of ['teams', 'organizations', 'categories'])
        calls.push(
          ['GET', `/${collection}`],
          ['GET', `/${collection}/x`],
          ['POST', `/${collection}`, { name: 'Sneaky', members: ['carol'] }],
          ['PUT', `/${collection}/x`, { name: 'Sneaky' }],
          ['DELETE', `/${collection}/x`],
        );
      for (const [method, url, payload] of calls) {
        expectRefused(await call(method, url, payload, carol.cookie), 403, 'Admin access required');
        const visitor = await test.app.inject({ method, url: `/api${url}`, ...(payload ? { payload } : {}) });
        expect(visitor.statusCode, `${method} ${url}`).toBe(401);
      }
      expect((await call('GET', '/teams')).json().teams.map((team: { name: string }) => team.name)).not.toContain(
        'Sneaky',
      );
    });
  });
});
