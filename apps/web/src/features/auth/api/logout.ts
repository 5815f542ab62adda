import { api } from '../../../lib/api-client';

/** POST /api/user/logout: clears the cookie and revokes the session. */
export function logout(): Promise<{ message?: string }> {
  return api.post<{ message?: string }>('/user/logout', undefined, { ignoreUnauthorized: true });
}
