import type { ReactNode } from 'react';
import { Navigate } from 'react-router';

import { Spinner } from '../components/ui/spinner';
import { useAuth } from '../features/auth/hooks/use-auth';
import { decideAccess, type RouteAccess } from './access';

type RouteGuardProps = { access: RouteAccess; children: ReactNode };

/** Shows the route, a spinner while the session is being checked, or redirects (SPEC §2). */
export function RouteGuard({ access, children }: RouteGuardProps) {
  const { state, sessionChecked } = useAuth();
  const decision = decideAccess(access, state, sessionChecked);

  switch (decision.kind) {
    case 'wait':
      return <Spinner label="Checking your session" />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'allow':
      return <>{children}</>;
  }
}
