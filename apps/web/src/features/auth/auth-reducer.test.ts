import { describe, expect, it } from 'vitest';

import type { User } from '@codeyard/shared';

import { authReducer, initialAuthState, type AuthOperation, type AuthState } from './auth-reducer';

const user: User = {
  _id: 'u1',
  handle: 'ada',
  firstName: 'Ada',
  lastName: null,
  email: 'ada@example.com',
  role: 'user',
};
const signedIn: AuthState = { user, isAuthenticated: true, loading: false, error: null };
const failed: AuthState = { user: null, isAuthenticated: false, loading: false, error: 'Earlier failure' };
const operations: AuthOperation[] = ['register', 'login', 'checkAuth'];

describe('authReducer', () => {
  it('starts with no user, not authenticated, not loading and no error', () => {
    expect(initialAuthState).toEqual({ user: null, isAuthenticated: false, loading: false, error: null });
  });

  describe.each(operations)('%s', (operation) => {
    it('pending sets loading and clears the error, keeping the user', () => {
      expect(authReducer(failed, { type: `${operation}/pending` })).toEqual({ ...failed, loading: true, error: null });
      expect(authReducer(signedIn, { type: `${operation}/pending` })).toEqual({ ...signedIn, loading: true });
    });

    it('success with a user sets the user and authenticated', () => {
      const pending = authReducer(initialAuthState, { type: `${operation}/pending` });
      expect(authReducer(pending, { type: `${operation}/fulfilled`, user })).toEqual({
        user,
        isAuthenticated: true,
        loading: false,
        error: null,
      });
    });

    it('success without a user leaves the state signed out', () => {
      const pending = authReducer(initialAuthState, { type: `${operation}/pending` });
      expect(authReducer(pending, { type: `${operation}/fulfilled`, user: null })).toEqual(initialAuthState);
    });

    it('failure clears the user, sets unauthenticated and stores the message', () => {
      const pending = authReducer(signedIn, { type: `${operation}/pending` });
      expect(authReducer(pending, { type: `${operation}/rejected`, message: 'Invalid email or password' })).toEqual({
        user: null,
        isAuthenticated: false,
        loading: false,
        error: 'Invalid email or password',
      });
    });

    it("failure without a message stores 'Something went wrong'", () => {
      expect(authReducer(initialAuthState, { type: `${operation}/rejected` }).error).toBe('Something went wrong');
      expect(authReducer(initialAuthState, { type: `${operation}/rejected`, message: '  ' }).error).toBe(
        'Something went wrong',
      );
    });
  });

  it('logout success clears the user, authenticated and the error', () => {
    expect(authReducer({ ...signedIn, error: 'stale' }, { type: 'logout/fulfilled' })).toEqual(initialAuthState);
  });

  it('logout failure also clears the user and stores the error', () => {
    expect(authReducer(signedIn, { type: 'logout/rejected', message: 'Network down' })).toEqual({
      user: null,
      isAuthenticated: false,
      loading: false,
      error: 'Network down',
    });
    expect(authReducer(signedIn, { type: 'logout/rejected' }).error).toBe('Something went wrong');
  });

  it('does not mutate the previous state', () => {
    const before = structuredClone(signedIn);
    authReducer(signedIn, { type: 'logout/fulfilled' });
    expect(signedIn).toEqual(before);
  });
});
