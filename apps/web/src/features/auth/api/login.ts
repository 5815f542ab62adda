import type { LoginInput, PublicUser } from '@codeyard/shared';

import { api } from '../../../lib/api-client';

export type AuthAnswer = { user: PublicUser | null };

/** POST /api/user/login → `{ user }` and a session cookie; 401 'Invalid email or password'. */
export function login(input: LoginInput): Promise<AuthAnswer> {
  return api.post<AuthAnswer>('/user/login', input, { ignoreUnauthorized: true });
}
