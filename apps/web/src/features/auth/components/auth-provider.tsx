import { useQueryClient, type Query } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';

import type { LoginInput, SignupInput } from '@codeyard/shared';

import { ApiError, errorMessage, setUnauthorizedHandler } from '../../../lib/api-client';
import { USER_SCOPED_META } from '../../../lib/query-meta';
import { onSocketEndedByServer, renewSocket } from '../../../lib/socket-session';
import { checkSession, takeSessionCheck } from '../api/check-session';
import { login as loginRequest } from '../api/login';
import { logout as logoutRequest } from '../api/logout';
import { register as registerRequest } from '../api/register';
import { authReducer, initialAuthState } from '../auth-reducer';
import { AuthContext, type AuthContextValue, type AuthResult } from '../hooks/use-auth';

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(authReducer, initialAuthState);
  const [sessionChecked, setSessionChecked] = useState(false);
  const checkStarted = useRef(false);

  // docs/product.md §2: "On application start the current session is checked."
  useEffect(() => {
    if (checkStarted.current) return;
    checkStarted.current = true;
    dispatch({ type: 'checkAuth/pending' });
    takeSessionCheck()
      .then((answer) => dispatch({ type: 'checkAuth/fulfilled', user: answer.user ?? null }))
      .catch((error: unknown) => dispatch({ type: 'checkAuth/rejected', message: errorMessage(error) }))
      .finally(() => setSessionChecked(true));
  }, []);

  // A 401 from any signed-in call means the session ended elsewhere: fall back to signed out.
  useEffect(() => {
    setUnauthorizedHandler((error) => dispatch({ type: 'checkAuth/rejected', message: error.message }));
    return () => setUnauthorizedHandler(null);
  }, []);

  // The socket authenticates with the cookie at connect time: reconnect when the person changes.
  const userId = state.user?._id ?? null;
  const previousUserId = useRef(userId);
  useEffect(() => {
    if (previousUserId.current === userId) return;
    previousUserId.current = userId;
    renewSocket();
    if (userId === null) {
      // The page has already rendered for the visitor, and its own queries (a problem page's
      // problem, say) are already asking as one. Removing those would leave their page waiting for
      // an answer that never comes, so what is on screen is reset and asked again, and the rest of
      // the person's answers are dropped.
      const userScoped = (query: Query) => query.meta?.[USER_SCOPED_META] === true;
      queryClient.removeQueries({ predicate: (query) => userScoped(query) && query.getObserversCount() === 0 });
      void queryClient.resetQueries({ predicate: (query) => userScoped(query) && query.getObserversCount() > 0 });
    }
  }, [userId, queryClient]);

  // The server ends a session's sockets when the session ends (a logout in another tab, expiry):
  // ask who is signed in now. A change of person reconnects the socket through the effect above;
  // a session that still stands (or a check that could not be made) gets its socket back here.
  useEffect(() => {
    onSocketEndedByServer(() => {
      checkSession()
        .then((answer) => answer.user ?? null)
        .catch((error: unknown) => (error instanceof ApiError && error.status === 401 ? null : undefined))
        .then((user) => {
          if (user === undefined || (user?._id ?? null) === previousUserId.current) renewSocket();
          if (user !== undefined) dispatch({ type: 'checkAuth/fulfilled', user });
        })
        .catch(() => undefined);
    });
    return () => onSocketEndedByServer(null);
  }, []);

  const login = useCallback(async (input: LoginInput): Promise<AuthResult> => {
    dispatch({ type: 'login/pending' });
    try {
      const answer = await loginRequest(input);
      dispatch({ type: 'login/fulfilled', user: answer.user ?? null });
      return { ok: true, user: answer.user ?? null };
    } catch (error) {
      dispatch({ type: 'login/rejected', message: errorMessage(error) });
      return { ok: false, error };
    }
  }, []);

  const register = useCallback(async (input: SignupInput): Promise<AuthResult> => {
    dispatch({ type: 'register/pending' });
    try {
      const answer = await registerRequest(input);
      dispatch({ type: 'register/fulfilled', user: answer.user ?? null });
      return { ok: true, user: answer.user ?? null };
    } catch (error) {
      dispatch({ type: 'register/rejected', message: errorMessage(error) });
      return { ok: false, error };
    }
  }, []);

  const logout = useCallback(async () => {
    try {
      await logoutRequest();
      dispatch({ type: 'logout/fulfilled' });
    } catch (error) {
      dispatch({ type: 'logout/rejected', message: errorMessage(error) });
    }
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ state, sessionChecked, login, register, logout }),
    [state, sessionChecked, login, register, logout],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
