import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../services/users/users.js';
import { availableDialects } from '../testing/databases.js';
import { inertJudging } from '../testing/judging.js';
import { createTestApp, sessionCookieOf, type TestApp } from '../testing/test-app.js';
import { multipartFile, zipFiles } from '../testing/zip.js';
import { NUL_MESSAGE } from './route-schemas.js';

const dialects = await availableDialects();

/** Cases the route fuzz test (route-fuzz.test.ts) found answering 500, kept as plain tests. */
describe.each(dialects)('route input checks on %s', (dialect) => {
  let test: TestApp;
  let adminCookie: string;

  beforeAll(async () => {
    test = await createTestApp({ dialect, judging: () => inertJudging, env: { AUTH_RATE_LIMIT: '1000' } });
    await ensureAdmin(test.context.database, {
      email: 'root@example.com',
      password: 'Secret1!',
      firstName: 'Root',
      nowMs: test.context.clock(),
    });
    adminCookie = sessionCookieOf(
      await test.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { emailid: 'root@example.com', password: 'Secret1!' },
      }),
    );
  });
  afterAll(async () => test?.close());

  it('refuses a NUL character in an id with 400 (PostgreSQL answered 500)', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/problem/problembyid/%00' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: NUL_MESSAGE, errors: [{ path: 'id', message: NUL_MESSAGE }] });
  });

  it('refuses a NUL character anywhere in a body and stores nothing', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { firstName: 'Nul', emailid: 'nul@example.com', password: 'Secret1!\u0000tail' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(NUL_MESSAGE);
    expect(
      await test.context.database.selectFrom('users').select('id').where('email', '=', 'nul@example.com').execute(),
    ).toEqual([]);
  });

  it('answers 400 naming the file for a package whose YAML does not parse (was 500)', async () => {
    const zip = await zipFiles({ 'problem.yaml': 'name: [unclosed', 'statement/problem.en.md': 'Text' });
    const upload = multipartFile('file', 'broken.zip', zip);
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/problem/import',
      payload: upload.payload,
      headers: { ...upload.headers, cookie: adminCookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Invalid problem package "broken": problem\.yaml is not valid YAML: .+/);
    expect(response.body).not.toContain('    at ');
  });

  it('reads a missing JSON body as empty, so the first field says what it needs', async () => {
    const response = await test.app.inject({ method: 'POST', url: '/api/user/register' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('First name is required');
  });
});
