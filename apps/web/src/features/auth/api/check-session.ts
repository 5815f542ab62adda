import { api } from '../../../lib/api-client';
import { earlyRequest } from '../../../lib/early-request';

import type { PublicUser } from '@codeyard/shared';

import { authAnswerFromWire, type AuthAnswer } from './login';

/** GET /api/user/session → `{ user }`, null for a visitor (200 either way: no 401 in the console). Run once when the app starts. */
export function checkSession(): Promise<AuthAnswer> {
  return api.get<{ user?: PublicUser | null }>('/user/session', { ignoreUnauthorized: true }).then(authAnswerFromWire);
}

const earlyCheck = earlyRequest<AuthAnswer>();

/**
 * Sends the start-up check before React renders: the first render can wait for a route's code,
 * and everything a signed-in page fetches waits for this answer. Answers the check, for requests
 * that depend on who is signed in.
 */
export function startSessionCheck(): Promise<AuthAnswer> {
  return earlyCheck.start('', checkSession);
}

/** The check started early if there is one (once), otherwise a new one. */
export function takeSessionCheck(): Promise<AuthAnswer> {
  return earlyCheck.take('', checkSession);
}
