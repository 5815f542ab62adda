import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../services/users/users.js';
import { createTestApp, sessionCookieOf, signUp, type TestApp } from '../testing/test-app.js';

const JSON_HEADER = { 'content-type': 'application/json' };

describe('JSON bodies', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  });
  afterAll(async () => test?.close());

  it('reads an empty body sent as application/json as {} (logout)', async () => {
    const { cookie } = await signUp(test.app);
    const logout = await test.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { ...JSON_HEADER, cookie },
      payload: '',
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: 'Logged out successfully' });
    expect((await test.app.inject({ method: 'GET', url: '/api/user/check', headers: { cookie } })).statusCode).toBe(
      401,
    );
  });

  it('reads an empty body sent as application/json as {} (admin delete)', async () => {
    await ensureAdmin(test.context.database, {
      email: 'root@example.com',
      password: 'Secret1!',
      firstName: 'Root',
      nowMs: test.context.clock(),
    });
    const cookie = sessionCookieOf(
      await test.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { emailid: 'root@example.com', password: 'Secret1!' },
      }),
    );
    const response = await test.app.inject({
      method: 'DELETE',
      url: '/api/problem/delete/no-such-problem',
      headers: { ...JSON_HEADER, cookie },
      payload: '',
    });
    // The route itself answers: the problem does not exist (not a refused body).
    expect(response.statusCode).toBe(404);
    expect(response.json().message).not.toMatch(/body/i);
  });

  it('still refuses malformed JSON and prototype poisoning with a clean 400', async () => {
    for (const payload of ['{"emailid":', ' ', '{"__proto__":{"admin":true}}']) {
      const response = await test.app.inject({ method: 'POST', url: '/api/user/login', headers: JSON_HEADER, payload });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().message).toBe('Request body is not valid JSON');
    }
  });
});
