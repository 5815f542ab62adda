import { userFromWire, type LoginInput, type PublicUser, type User } from '@codeyard/shared';

import { api } from '../../../lib/api-client';

export type AuthAnswer = { user: User | null };

/** An auth call's answer in the app's spelling (userFromWire translates the user). */
export function authAnswerFromWire(answer: { user?: PublicUser | null }): AuthAnswer {
  return { user: answer.user ? userFromWire(answer.user) : null };
}

/** POST /api/user/login → `{ user }` and a session cookie; 401 'Invalid email or password'. */
export function login(input: LoginInput): Promise<AuthAnswer> {
  return api
    .post<{ user?: PublicUser | null }>('/user/login', input, { ignoreUnauthorized: true })
    .then(authAnswerFromWire);
}
