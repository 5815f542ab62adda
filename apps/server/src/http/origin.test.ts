import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../services/users/users.js';
import { createTestApp, sessionCookieOf, type TestApp } from '../testing/test-app.js';
import { multipartFile, zipFiles } from '../testing/zip.js';
import { crossSiteMessage, isAllowedOrigin } from './origin.js';

const OWN = 'http://localhost:3000';

describe('which origins may change state', () => {
  it.each([
    [{}, true, 'no browser page (curl, a server)'],
    [{ origin: OWN }, true, 'the app itself'],
    [{ origin: 'http://LOCALHOST:3000/' }, true, 'the app itself, spelt differently'],
    [{ 'sec-fetch-site': 'same-origin' }, true, 'the browser vouches for the same origin'],
    [{ 'sec-fetch-site': 'none' }, true, 'typed by the user'],
    [{ origin: 'http://localhost:3001', 'sec-fetch-site': 'same-site' }, false, 'another port on the same host'],
    [{ origin: 'https://localhost:3000' }, false, 'another scheme'],
    [{ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, false, 'another site'],
    [{ 'sec-fetch-site': 'cross-site' }, false, 'another site without Origin'],
    [{ 'sec-fetch-site': 'same-site' }, false, 'a sibling site without Origin'],
    [{ origin: 'null' }, false, 'an opaque origin (sandboxed frame, file:)'],
    [{ origin: 'https://app.example', 'sec-fetch-site': 'cross-site' }, true, 'a configured origin'],
  ])('%j → %s (%s)', (headers, allowed) => {
    expect(isAllowedOrigin(headers, OWN, ['https://app.example'])).toBe(allowed);
  });
});

describe('cross-site request refusal', () => {
  let test: TestApp;
  let adminCookie: string;

  beforeAll(async () => {
    test = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000', ALLOWED_ORIGINS: 'http://localhost:5173' } });
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

  it('refuses an admin import posted by a page on another port of the same host', async () => {
    const archive = await zipFiles({ 'sum/problem.yaml': 'name: Sum\n' });
    const form = multipartFile('file', 'sum.zip', archive);
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/problem/import',
      headers: {
        ...form.headers,
        cookie: adminCookie,
        host: 'localhost:3000',
        origin: 'http://localhost:8080',
        'sec-fetch-site': 'same-site',
      },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: crossSiteMessage, error: crossSiteMessage });
  });

  it('refuses cross-site deletes and logouts but serves cross-site reads', async () => {
    const headers = {
      cookie: adminCookie,
      host: 'localhost:3000',
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    };
    const remove = await test.app.inject({ method: 'DELETE', url: '/api/problem/delete/some-id', headers });
    expect(remove.statusCode).toBe(403);
    expect((await test.app.inject({ method: 'POST', url: '/api/user/logout', headers })).statusCode).toBe(403);
    expect((await test.app.inject({ method: 'GET', url: '/api/user/me', headers })).statusCode).toBe(200);
    // The session survived the refused logout.
    expect(
      (await test.app.inject({ method: 'GET', url: '/api/user/check', headers: { cookie: adminCookie } })).statusCode,
    ).toBe(200);
  });

  it('accepts the app itself, ALLOWED_ORIGINS and non-browser clients', async () => {
    const login = (headers: Record<string, string>) =>
      test.app.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { host: 'localhost:3000', ...headers },
        payload: { emailid: 'root@example.com', password: 'Secret1!' },
      });
    expect((await login({ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await login({ origin: 'http://localhost:5173', 'sec-fetch-site': 'same-site' })).statusCode).toBe(200);
    expect((await login({})).statusCode).toBe(200);
    expect((await login({ origin: 'http://localhost:5174' })).statusCode).toBe(403);
  });

  it('lists the routes that accept cross-site calls: only the Razorpay webhook, which checks its signature', () => {
    expect(
      test.app.routeAccess
        .filter((route) => route.crossSite === 'allow')
        .map((route) => `${route.method} ${route.url}`),
    ).toEqual(['POST /api/payment/webhook']);
  });
});

describe('the own origin behind a reverse proxy', () => {
  const register = (test: TestApp, emailid: string) =>
    test.app.inject({
      method: 'POST',
      url: '/api/user/register',
      headers: {
        host: 'internal:3000',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'codeyard.example',
        origin: 'https://codeyard.example',
      },
      payload: { firstName: 'Proxy', emailid, password: 'Secret1!' },
    });

  it('takes scheme and host from X-Forwarded-* only with TRUST_PROXY', async () => {
    const trusting = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    const plain = await createTestApp();
    try {
      expect((await register(trusting, 'proxied@example.com')).statusCode).toBe(201);
      expect((await register(plain, 'proxied@example.com')).statusCode).toBe(403);
    } finally {
      await trusting.close();
      await plain.close();
    }
  });
});
