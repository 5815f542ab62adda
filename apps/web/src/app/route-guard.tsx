import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

import { Spinner } from '../components/ui/spinner';
import { useAuth } from '../features/auth';
import { returnPathFrom } from '../lib/return-path';
import { decideAccess, type RouteAccess } from './access';

type RouteGuardProps = { access: RouteAccess; children: ReactNode };

/** Shows the route, a spinner while the session is being checked, or redirects (docs/product.md §2). */
export function RouteGuard({ access, children }: RouteGuardProps) {
  const { state, sessionChecked } = useAuth();
  const location = useLocation();
  const decision = decideAccess(access, state, sessionChecked, {
    current: `${location.pathname}${location.search}${location.hash}`,
    returnTo: returnPathFrom(location.search),
  });

  switch (decision.kind) {
    case 'wait':
      return <Spinner label="Checking your session" />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'allow':
      return <>{children}</>;
  }
}
