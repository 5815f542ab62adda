import { describe, expect, it } from 'vitest';

import type { User } from '@codeyard/shared';

import type { AuthState } from '../features/auth';
import { decideAccess, type RouteAccess } from './access';

const user: User = {
  _id: 'u',
  handle: 'ada',
  firstName: 'Ada',
  lastName: null,
  email: 'ada@example.com',
  role: 'user',
};
const visitor: AuthState = { user: null, isAuthenticated: false, loading: false, error: null };
const member: AuthState = { user, isAuthenticated: true, loading: false, error: null };
const admin = (role: string): AuthState => ({ ...member, user: { ...user, role: role as User['role'] } });

const open: RouteAccess = { kind: 'open' };
const guest: RouteAccess = { kind: 'guest' };
const adminOnly: RouteAccess = { kind: 'admin' };
const dashboard: RouteAccess = { kind: 'user', redirectTo: '/' };
const contests: RouteAccess = { kind: 'user', redirectTo: '/login' };

describe('decideAccess', () => {
  it('waits for the start-up session check before deciding a guarded route', () => {
    for (const access of [guest, adminOnly, dashboard, contests])
      expect(decideAccess(access, visitor, false)).toEqual({ kind: 'wait' });
  });

  it('open routes (the problem page) are for everyone, even before the check', () => {
    expect(decideAccess(open, visitor, false)).toEqual({ kind: 'allow' });
    expect(decideAccess(open, member, true)).toEqual({ kind: 'allow' });
  });

  it('login and signup send signed-in people to /', () => {
    expect(decideAccess(guest, visitor, true)).toEqual({ kind: 'allow' });
    expect(decideAccess(guest, member, true)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('signed-in routes send visitors where the route table says', () => {
    expect(decideAccess(dashboard, visitor, true)).toEqual({ kind: 'redirect', to: '/' });
    expect(decideAccess(contests, visitor, true)).toEqual({ kind: 'redirect', to: '/login' });
    expect(decideAccess(dashboard, member, true)).toEqual({ kind: 'allow' });
    expect(decideAccess(contests, member, true)).toEqual({ kind: 'allow' });
  });

  it('admin routes admit the admin role case-insensitively and send everyone else to /', () => {
    expect(decideAccess(adminOnly, visitor, true)).toEqual({ kind: 'redirect', to: '/' });
    expect(decideAccess(adminOnly, member, true)).toEqual({ kind: 'redirect', to: '/' });
    for (const role of ['admin', 'Admin', 'ADMIN'])
      expect(decideAccess(adminOnly, admin(role), true)).toEqual({ kind: 'allow' });
  });

  it('a user object without the authenticated flag is not signed in', () => {
    expect(decideAccess(dashboard, { ...member, isAuthenticated: false }, true)).toEqual({ kind: 'redirect', to: '/' });
  });
});

describe('decideAccess and the page to return to', () => {
  it('sends a visitor to /login carrying the page they wanted, query included', () => {
    expect(decideAccess(contests, visitor, true, { current: '/contest/c1?tab=rules', returnTo: null })).toEqual({
      kind: 'redirect',
      to: '/login?next=%2Fcontest%2Fc1%3Ftab%3Drules',
    });
  });

  it('sends visitors of routes whose fallback is not the login screen there without a return path', () => {
    expect(decideAccess(dashboard, visitor, true, { current: '/dashboard', returnTo: null })).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(decideAccess(adminOnly, visitor, true, { current: '/admin', returnTo: null })).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('sends a signed-in person on a sign-in screen to the page they came from, else home', () => {
    expect(decideAccess(guest, member, true, { current: '/login?next=%2Fcontests', returnTo: '/contests' })).toEqual({
      kind: 'redirect',
      to: '/contests',
    });
    expect(decideAccess(guest, member, true, { current: '/login', returnTo: null })).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });
});
