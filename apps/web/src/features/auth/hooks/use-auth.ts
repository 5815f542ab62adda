import { createContext, useContext } from 'react';

import type { LoginInput, User, SignupInput } from '@codeyard/shared';

import type { AuthState } from '../auth-reducer';

export type AuthResult = { ok: true; user: User | null } | { ok: false; error: unknown };

export type AuthContextValue = {
  state: AuthState;
  /** False until the start-up session check (GET /api/user/session) has answered. */
  sessionChecked: boolean;
  login: (input: LoginInput) => Promise<AuthResult>;
  register: (input: SignupInput) => Promise<AuthResult>;
  logout: () => Promise<void>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
