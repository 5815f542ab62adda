import { api } from '../../../lib/api-client';

import type { AuthAnswer } from './login';

/** GET /api/user/check → `{ user }`, or 401 for a visitor. Run once when the app starts. */
export function checkSession(): Promise<AuthAnswer> {
  return api.get<AuthAnswer>('/user/check', { ignoreUnauthorized: true });
}
