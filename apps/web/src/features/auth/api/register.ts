import type { SignupInput } from '@codeyard/shared';

import { api } from '../../../lib/api-client';

import type { AuthAnswer } from './login';

/** POST /api/user/register → 201 `{ user }` and a session cookie; 409 when the email is taken. */
export function register(input: SignupInput): Promise<AuthAnswer> {
  return api.post<AuthAnswer>('/user/register', input, { ignoreUnauthorized: true });
}
