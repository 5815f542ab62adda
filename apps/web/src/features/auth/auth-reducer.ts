import type { User } from '@codeyard/shared';

/** docs/product.md §3 "Auth state: user, isAuthenticated, loading, error". */
export type AuthState = {
  user: User | null;
  isAuthenticated: boolean;
  loading: boolean;
  error: string | null;
};

/** docs/product.md §4: the auth state starts with no user, not authenticated, not loading, no error. */
export const initialAuthState: AuthState = { user: null, isAuthenticated: false, loading: false, error: null };

/** The three operations that sign a user in or confirm a session (docs/product.md §4). */
export type AuthOperation = 'register' | 'login' | 'checkAuth';

export type AuthAction =
  | { type: `${AuthOperation}/pending` }
  | { type: `${AuthOperation}/fulfilled`; user: User | null }
  | { type: `${AuthOperation}/rejected`; message?: string | null }
  | { type: 'logout/fulfilled' }
  | { type: 'logout/rejected'; message?: string | null };

/** docs/product.md §4: a failure stores its message, by default 'Something went wrong'. */
export const AUTH_FALLBACK_MESSAGE = 'Something went wrong';

function failureMessage(message: string | null | undefined): string {
  return message && message.trim() ? message : AUTH_FALLBACK_MESSAGE;
}

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'register/pending':
    case 'login/pending':
    case 'checkAuth/pending':
      return { ...state, loading: true, error: null };

    case 'register/fulfilled':
    case 'login/fulfilled':
    case 'checkAuth/fulfilled':
      return { ...state, loading: false, user: action.user, isAuthenticated: action.user !== null };

    case 'register/rejected':
    case 'login/rejected':
    case 'checkAuth/rejected':
      return { ...state, loading: false, user: null, isAuthenticated: false, error: failureMessage(action.message) };

    case 'logout/fulfilled':
      return { ...state, loading: false, user: null, isAuthenticated: false, error: null };

    case 'logout/rejected':
      return { ...state, loading: false, user: null, isAuthenticated: false, error: failureMessage(action.message) };

    default: {
      const unknownAction: never = action;
      return unknownAction;
    }
  }
}
