import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import type { User } from '@codeyard/shared';

import { AuthContext, type AuthContextValue, type AuthState } from '../features/auth';

export const testUser: User = {
  _id: 'user-1',
  handle: 'ada',
  firstName: 'ada',
  lastName: null,
  email: 'ada@example.com',
  role: 'user',
};
/** Role spelled in capitals on purpose: docs/product.md §6 recognises admin case-insensitively. */
export const testAdmin: User = {
  _id: 'admin-1',
  handle: 'grace',
  firstName: 'Grace',
  lastName: null,
  email: 'grace@example.com',
  role: 'ADMIN' as User['role'],
};

type AuthOverrides = Partial<Omit<AuthContextValue, 'state'>> & { state?: Partial<AuthState> };

export function authValue(user: User | null, overrides: AuthOverrides = {}): AuthContextValue {
  const { state, ...rest } = overrides;
  return {
    state: { user, isAuthenticated: user !== null, loading: false, error: null, ...state },
    sessionChecked: true,
    login: async () => ({ ok: true, user }),
    register: async () => ({ ok: true, user }),
    logout: async () => undefined,
    ...rest,
  };
}

/** Providers for a component test: a fresh query client (no retries) and a fixed auth state. */
export function TestProviders({ auth, children }: { auth: AuthContextValue; children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return (
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>
    </QueryClientProvider>
  );
}
