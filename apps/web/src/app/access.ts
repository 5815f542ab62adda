import { isAdminRole } from '@codeyard/shared';

import { paths } from '../config/paths';
import type { AuthState } from '../features/auth';

/**
 * Who may see a route (docs/product.md §2, §6) and where everyone else is sent:
 * - `guest`: signed-out screens (login, signup); signed-in people go to the page they came from
 *   (`?next=`, already checked to be inside the app), else /.
 * - `user`: signed-in people; visitors go to `redirectTo`, and when that is the login screen it
 *   is told to bring them back here.
 * - `admin`: signed-in admins; everyone else goes to /.
 */
export type RouteAccess =
  { kind: 'open' } | { kind: 'guest' } | { kind: 'user'; redirectTo: string } | { kind: 'admin' };

export type AccessDecision = { kind: 'wait' } | { kind: 'allow' } | { kind: 'redirect'; to: string };

/** Where the visitor is (path, query and fragment) and the safe page a sign-in screen should return to. */
export type RouteLocation = { current: string; returnTo: string | null };

const nowhere: RouteLocation = { current: '/', returnTo: null };

export function decideAccess(
  access: RouteAccess,
  auth: AuthState,
  sessionChecked: boolean,
  location: RouteLocation = nowhere,
): AccessDecision {
  if (access.kind === 'open') return { kind: 'allow' };
  // Until the start-up session check answers, nobody can be told where to go.
  if (!sessionChecked) return { kind: 'wait' };

  const signedIn = auth.isAuthenticated && auth.user !== null;
  switch (access.kind) {
    case 'guest':
      return signedIn ? { kind: 'redirect', to: location.returnTo ?? paths.home.getHref() } : { kind: 'allow' };
    case 'user':
      if (signedIn) return { kind: 'allow' };
      return {
        kind: 'redirect',
        to: access.redirectTo === paths.login.path ? paths.login.getHref(location.current) : access.redirectTo,
      };
    case 'admin':
      return signedIn && isAdminRole(auth.user?.role) ? { kind: 'allow' } : { kind: 'redirect', to: '/' };
  }
}
