import { isAdminRole } from '@codeyard/shared';

import type { AuthState } from '../features/auth/auth-reducer';

/**
 * Who may see a route (SPEC §2, §6) and where everyone else is sent:
 * - `guest`: signed-out screens (login, signup); signed-in people go to /.
 * - `user`: signed-in people; visitors go to `redirectTo`.
 * - `admin`: signed-in admins; everyone else goes to /.
 */
export type RouteAccess = { kind: 'open' } | { kind: 'guest' } | { kind: 'user'; redirectTo: string } | { kind: 'admin' };

export type AccessDecision = { kind: 'wait' } | { kind: 'allow' } | { kind: 'redirect'; to: string };

export function decideAccess(access: RouteAccess, auth: AuthState, sessionChecked: boolean): AccessDecision {
  if (access.kind === 'open') return { kind: 'allow' };
  // Until the start-up session check answers, nobody can be told where to go.
  if (!sessionChecked) return { kind: 'wait' };

  const signedIn = auth.isAuthenticated && auth.user !== null;
  switch (access.kind) {
    case 'guest':
      return signedIn ? { kind: 'redirect', to: '/' } : { kind: 'allow' };
    case 'user':
      return signedIn ? { kind: 'allow' } : { kind: 'redirect', to: access.redirectTo };
    case 'admin':
      return signedIn && isAdminRole(auth.user?.role) ? { kind: 'allow' } : { kind: 'redirect', to: '/' };
  }
}
