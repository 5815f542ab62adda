import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../testing/test-app.js';

/**
 * docs/api.md "Errors": the original client reads a failure's text from `error` on some screens and
 * from `message` on others, so every JSON failure carries both, the same text, whoever answered it.
 */
describe('error answers carry message and error', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ env: { SIGN_IN_FAILURES_PER_ACCOUNT: '2' } });
  });
  afterAll(async () => test?.close());

  const expectBoth = (body: { message?: unknown; error?: unknown }, message: string | RegExp) => {
    expect(body.message).toMatch(message);
    expect(body.error).toBe(body.message);
  };

  it('on a visitor refused (401), a missing problem (404), a bad body (400) and an unknown path (404)', async () => {
    const visitor = await test.app.inject({ method: 'GET', url: '/api/user/dashboard' });
    expect(visitor.statusCode).toBe(401);
    expectBoth(visitor.json(), /log in/i);

    const missing = await test.app.inject({ method: 'GET', url: '/api/problem/problembyid/no-such-problem' });
    expect(missing.statusCode).toBe(404);
    expectBoth(missing.json(), 'Problem not found');

    const invalid = await test.app.inject({ method: 'POST', url: '/api/user/login', payload: { emailid: 'x' } });
    expect(invalid.statusCode).toBe(400);
    expectBoth(invalid.json(), 'Invalid email address');
    expect(invalid.json().errors).toBeInstanceOf(Array);

    const broken = await test.app.inject({
      method: 'POST',
      url: '/api/user/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName":',
    });
    expect(broken.statusCode).toBe(400);
    expectBoth(broken.json(), 'Request body is not valid JSON');

    const unknown = await test.app.inject({ method: 'GET', url: '/api/no/such/path' });
    expect(unknown.statusCode).toBe(404);
    expectBoth(unknown.json(), /^Not found/);
  });

  it('on a wrong password (401) and past the rate limit (429)', async () => {
    const { emailid } = await signUp(test.app);
    const attempt = () =>
      test.app.inject({ method: 'POST', url: '/api/user/login', payload: { emailid, password: 'Wrong123!' } });
    const wrong = await attempt();
    expect(wrong.statusCode).toBe(401);
    expectBoth(wrong.json(), 'Invalid email or password');
    await attempt();
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expectBoth(limited.json(), /./);
  });

  it('leaves successful answers alone', async () => {
    const logout = await test.app.inject({ method: 'POST', url: '/api/user/logout' });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: 'Logged out successfully' });
  });
});
