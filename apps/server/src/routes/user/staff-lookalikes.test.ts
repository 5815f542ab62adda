import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, profileMessages } from '@codeyard/shared';
import { ensureAdmin } from '../../services/users/users.js';
import { availableDialects } from '../../testing/databases.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const dialects = await availableDialects();

/** Issue 30: a hostile probe signed up handles and names that pass for Codeyard's staff. */
describe.each(dialects)('nobody signs up as staff, on %s', (dialect) => {
  let test: TestApp;
  let counter = 0;
  beforeAll(async () => {
    test = await createTestApp({ dialect, env: { AUTH_RATE_LIMIT: '1000' } });
    await ensureAdmin(test.context.database, {
      email: 'grace@codeyard.test',
      password: 'Secret1!',
      firstName: 'Grace Hopper',
      nowMs: test.context.clock(),
    });
  });
  afterAll(async () => test?.close());

  const register = (fields: { firstName?: string; handle?: string }) => {
    counter += 1;
    return test.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { firstName: 'Ada', emailid: `probe${counter}@example.com`, password: 'Secret1!', ...fields },
    });
  };

  it.each(['administrator', 'jury', 'system', 'root', 'adm1n', 'admin_', 'admin2', 'ROOT_1', 'codeyard-admin'])(
    'refuses the handle %s with 400 and the reserved-handle message',
    async (handle) => {
      const response = await register({ handle });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: profileMessages.handleReserved,
        errors: [{ path: 'handle', message: profileMessages.handleReserved }],
      });
    },
  );

  it.each(['rooted', 'systemic', 'jury-duty', 'adminbob'])('accepts the ordinary handle %s', async (handle) => {
    const response = await register({ handle });
    expect(response.statusCode).toBe(201);
    expect(response.json().user.handle).toBe(handle);
  });

  it.each([
    ['Admin', 'the word itself'],
    ['\u0410dmin', 'a Cyrillic А'],
    ['ADMlN', 'a small L for the I'],
    ['adm1n', 'a digit for the i'],
    ['Jury', 'the jury'],
    ['System Administrator', 'two staff words'],
    ['Support Team', 'a staff word and a companion'],
    ['Root 2', 'a number added'],
    ['M\u043ederator', 'a Cyrillic о'],
  ])('refuses the first name %s (%s) with 400 naming the field', async (firstName) => {
    const response = await register({ firstName });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: authMessages.firstNameStaff, error: authMessages.firstNameStaff });
  });

  it.each(['Grace Hopper', 'grace hopper', 'Gr\u0430c\u0435 Hopper', 'GRACE HOPPER'])(
    'refuses %s, which passes for the admin Grace Hopper',
    async (firstName) => {
      const response = await register({ firstName });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(authMessages.firstNameLikeAdmin);
    },
  );

  it.each(['Mary Root', 'Grace', 'Hopper', 'Adminah', 'Systemic Sam', 'Юлия'])(
    'accepts the ordinary name %s',
    async (firstName) => {
      const response = await register({ firstName });
      expect(response.statusCode).toBe(201);
      expect(response.json().user.firstName).toBe(firstName);
    },
  );

  it('derives no reserved handle from an allowed name: "Security" gets a user handle, "Judge Dredd" his own', async () => {
    const security = await register({ firstName: 'Security' });
    expect(security.statusCode).toBe(201);
    expect(security.json().user.handle).toMatch(/^user\d*$/);
    const dredd = await register({ firstName: 'Judge Dredd' });
    expect(dredd.json().user.handle).toBe('judgedredd');
  });

  it('keeps existing staff accounts working: an admin named Admin signs in with the handle admin', async () => {
    const { user } = await ensureAdmin(test.context.database, {
      email: 'admin@codeyard.test',
      password: 'Secret1!',
      firstName: 'Admin',
      nowMs: test.context.clock(),
    });
    expect(user.handle).toBe('admin');
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { emailid: 'admin@codeyard.test', password: 'Secret1!' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ handle: 'admin', firstName: 'Admin', role: 'admin' });
  });
});
