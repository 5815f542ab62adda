import { hash } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@codeyard/shared';
import { availableDialects } from '../../testing/databases.js';
import { createTestApp, sessionCookieOf, signUp, type TestApp } from '../../testing/test-app.js';

const dialects = await availableDialects();

describe.each(dialects)('accounts on %s', (dialect) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ dialect, env: { AUTH_RATE_LIMIT: '1000' } });
  });
  afterAll(async () => test?.close());

  const register = (payload: unknown) =>
    test.app.inject({ method: 'POST', url: '/api/user/register', payload: payload as object });

  it('registers, answers the user with spec field names and sets an httpOnly session cookie', async () => {
    const response = await register({ firstName: 'Grace', emailid: 'Grace@Example.com', password: 'Secret1!' });
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user).toEqual({
      _id: expect.any(String),
      handle: expect.stringMatching(/^grace\d*$/),
      firstName: 'Grace',
      lastName: null,
      emailid: 'grace@example.com',
      role: 'user',
    });
    const cookie = response.cookies.find((entry) => entry.name === 'codeyard_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(response.body).not.toContain('password');
  });

  it('never lets a client choose its role', async () => {
    const response = await register({
      firstName: 'Eve',
      emailid: 'eve@example.com',
      password: 'Secret1!',
      role: 'admin',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user.role).toBe('user');
  });

  it('refuses a duplicate email with 409, whatever its case', async () => {
    await register({ firstName: 'Dup', emailid: 'dup@example.com', password: 'Secret1!' });
    const response = await register({ firstName: 'Dup', emailid: 'DUP@example.com', password: 'Secret1!' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: authMessages.emailTaken, error: authMessages.emailTaken });
  });

  it.each([
    [{ emailid: 'a@b.co', password: 'Secret1!' }, authMessages.firstNameRequired],
    [{ firstName: '', emailid: 'a@b.co', password: 'Secret1!' }, authMessages.firstNameRequired],
    [{ firstName: 'A', emailid: 'not-an-email', password: 'Secret1!' }, authMessages.invalidEmail],
    [{ firstName: 'A', emailid: 'a@b.co', password: 'Sec1!' }, authMessages.passwordTooShort],
    [{ firstName: 'A', emailid: 'a@b.co', password: 'secret1!' }, authMessages.passwordCapital],
    [{ firstName: 'A', emailid: 'a@b.co', password: 'Secret12' }, authMessages.passwordComplexity],
    [{ firstName: 42, emailid: 'a@b.co', password: 'Secret1!' }, authMessages.firstNameRequired],
  ])('rejects bad sign-up %j with the spec message', async (payload, message) => {
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('answers malformed JSON, a wrong content shape and a 1 MB body with 4xx JSON, never 500', async () => {
    const malformed = await test.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"emailid":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Request body is not valid JSON');

    const array = await test.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: [1, 2] as unknown as object,
    });
    expect(array.statusCode).toBe(400);
    expect(typeof array.json().message).toBe('string');

    const huge = await test.app.inject({
      method: 'POST',
      url: '/api/user/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ firstName: 'x'.repeat(1024 * 1024), emailid: 'a@b.co', password: 'Secret1!' }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('Request body is too large');

    const empty = await test.app.inject({ method: 'POST', url: '/api/user/login' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(authMessages.invalidEmail);
  });

  it('logs in, checks the session, answers /me, and logs out revoking the session', async () => {
    await register({ firstName: 'Lin', emailid: 'lin@example.com', password: 'Secret1!' });
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { emailid: 'LIN@example.com', password: 'Secret1!' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ firstName: 'Lin', role: 'user' });
    const cookie = sessionCookieOf(login);

    const check = await test.app.inject({ method: 'GET', url: '/api/user/check', headers: { cookie } });
    expect(check.statusCode).toBe(200);
    expect(check.json().user.emailid).toBe('lin@example.com');

    const me = await test.app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ _id: expect.any(String), role: 'user' });

    const alias = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailid: 'lin@example.com', password: 'Secret1!' },
    });
    expect(alias.statusCode).toBe(200);

    const logout = await test.app.inject({ method: 'POST', url: '/api/user/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    const after = await test.app.inject({ method: 'GET', url: '/api/user/check', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect((await test.app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('treats a password typed in NFD and in NFC as the same password', async () => {
    const decomposed = 'Cafe\u0301@1x';
    const composed = decomposed.normalize('NFC');
    expect(composed).not.toBe(decomposed);
    expect((await register({ firstName: 'Nfd', emailid: 'nfd@example.com', password: decomposed })).statusCode).toBe(
      201,
    );
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { emailid: 'nfd@example.com', password: composed },
    });
    expect(login.statusCode).toBe(200);
  });

  it('keeps accounts whose hash predates normalisation, and rehashes them on login', async () => {
    const decomposed = 'Cafe\u0301@2x';
    await register({ firstName: 'Old', emailid: 'old-hash@example.com', password: 'Placeholder1!' });
    // A hash of the raw (NFD) text, as stored before passwords were normalised.
    await test.context.database
      .updateTable('users')
      .set({ password_hash: await hash(decomposed) })
      .where('email', '=', 'old-hash@example.com')
      .execute();
    const login = (password: string) =>
      test.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { emailid: 'old-hash@example.com', password },
      });
    expect((await login(decomposed.normalize('NFC'))).statusCode).toBe(401);
    expect((await login(decomposed)).statusCode).toBe(200);
    // Rehashed in NFC: now either form works.
    expect((await login(decomposed.normalize('NFC'))).statusCode).toBe(200);
    expect((await login(decomposed)).statusCode).toBe(200);
  });

  it('refuses control and text-direction characters in names', async () => {
    for (const firstName of ['Eve\u202egnp.exe', 'Eve\u0000', 'Eve\u001b[2J', 'E\u2066ve', 'Eve\u200f']) {
      const response = await register({ firstName, emailid: 'bidi@example.com', password: 'Secret1!' });
      expect(response.statusCode, JSON.stringify(firstName)).toBe(400);
      expect(response.json().message).toBe(authMessages.nameCharacters);
    }
  });

  it('refuses invisible characters in names with a clear 400, so nobody can pass for "ann"', async () => {
    for (const firstName of ['ann\u200b', 'a\u00adnn', '\u2800']) {
      const response = await register({ firstName, emailid: 'ghost@example.com', password: 'Secret1!' });
      expect(response.statusCode, JSON.stringify(firstName)).toBe(400);
      expect(response.json().message).toBe(authMessages.nameInvisible);
    }
  });

  it('gives one message for a wrong password and an unknown email', async () => {
    await register({ firstName: 'Kim', emailid: 'kim@example.com', password: 'Secret1!' });
    const wrongPassword = await test.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { emailid: 'kim@example.com', password: 'Wrong11!' },
    });
    const unknownEmail = await test.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { emailid: 'nobody@example.com', password: 'Secret1!' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json().message).toBe(authMessages.invalidCredentials);
  });

  it('answers /session with 200 either way: the user, or null for a visitor or a forged cookie', async () => {
    const { cookie } = await signUp(test.app, { firstName: 'Sessie' });
    const signedIn = await test.app.inject({ method: 'GET', url: '/api/user/session', headers: { cookie } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ firstName: 'Sessie', role: 'user', emailid: expect.any(String) });
    for (const headers of [{}, { cookie: 'codeyard_session=forged' }]) {
      const visitor = await test.app.inject({ method: 'GET', url: '/api/user/session', headers });
      expect(visitor.statusCode).toBe(200);
      expect(visitor.json()).toEqual({ user: null });
    }
  });

  it('answers 401 to a visitor on /check and /me, and to a forged cookie', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/api/user/check' })).statusCode).toBe(401);
    expect((await test.app.inject({ method: 'GET', url: '/api/user/me' })).json()).toEqual({
      message: authMessages.notSignedIn,
      error: authMessages.notSignedIn,
    });
    expect(
      (await test.app.inject({ method: 'GET', url: '/api/user/check', headers: { cookie: 'codeyard_session=forged' } }))
        .statusCode,
    ).toBe(401);
  });

  it('expires sessions', async () => {
    const { cookie } = await signUp(test.app);
    await test.context.database.updateTable('sessions').set({ expires_at: '2000-01-01T00:00:00.000Z' }).execute();
    expect((await test.app.inject({ method: 'GET', url: '/api/user/check', headers: { cookie } })).statusCode).toBe(
      401,
    );
  });
});

describe('cookies behind an https reverse proxy', () => {
  it('marks the session cookie Secure when the request came over https', async () => {
    const test = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/user/register',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { firstName: 'Sec', emailid: 'sec@example.com', password: 'Secret1!' },
      });
      expect(response.cookies.find((entry) => entry.name === 'codeyard_session')).toMatchObject({
        secure: true,
        httpOnly: true,
      });
    } finally {
      await test.close();
    }
  });
});
