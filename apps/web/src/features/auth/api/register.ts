import type { PublicUser, SignupInput } from '@codeyard/shared';

import { api } from '../../../lib/api-client';

import { authAnswerFromWire, type AuthAnswer } from './login';

/** POST /api/user/register → 201 `{ user }` and a session cookie; 409 when the email is taken. */
export function register(input: SignupInput): Promise<AuthAnswer> {
  return api
    .post<{ user?: PublicUser | null }>('/user/register', input, { ignoreUnauthorized: true })
    .then(authAnswerFromWire);
}
