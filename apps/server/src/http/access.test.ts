import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../services/users/users.js';
import { createTestApp, sessionCookieOf, signUp, type TestApp } from '../testing/test-app.js';

/** Fills a route's parameters so it can be called. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, 'some-id').replace('*', 'anything');

describe('access control', () => {
  let test: TestApp;
  let userCookie: string;
  let adminCookie: string;

  beforeAll(async () => {
    test = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
    userCookie = (await signUp(test.app)).cookie;
    await ensureAdmin(test.context.database, {
      email: 'root@example.com',
      password: 'Secret1!',
      firstName: 'Root',
      nowMs: test.context.clock(),
    });
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { emailid: 'ROOT@example.com', password: 'Secret1!' },
    });
    adminCookie = sessionCookieOf(login);
  });
  afterAll(async () => test?.close());

  it('has an access rule on every registered route', () => {
    expect(test.app.routeAccess.length).toBeGreaterThan(10);
    const unguarded = test.app.routeAccess.filter((route) => !route.access);
    expect(unguarded).toEqual([]);
  });

  it('answers 401 to visitors on every user and admin route', async () => {
    const guarded = test.app.routeAccess.filter((route) => route.access !== 'public');
    for (const route of guarded) {
      const response = await test.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json().message).toBe('Please log in to continue');
    }
  });

  it('answers 403 to signed-in non-admins on every admin route, and lets admins through the guard', async () => {
    const adminRoutes = test.app.routeAccess.filter((route) => route.access === 'admin');
    expect(adminRoutes.length).toBeGreaterThan(0);
    for (const route of adminRoutes) {
      const payload = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      const asUser = await test.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: { cookie: userCookie },
        payload,
      });
      expect(asUser.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(asUser.json().message).toBe('Admin access required');
      const asAdmin = await test.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: { cookie: adminCookie },
        payload,
      });
      expect([401, 403], `${route.method} ${route.url}`).not.toContain(asAdmin.statusCode);
    }
  });

  it('recognises the admin role case-insensitively', async () => {
    await test.context.database
      .updateTable('users')
      .set({ role: 'ADMIN' })
      .where('email', '=', 'root@example.com')
      .execute();
    const me = await test.app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie: adminCookie } });
    expect(me.json().role).toBe('admin');
  });

  it('answers unknown API paths with JSON 404', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toContain('Not found');
  });
});
