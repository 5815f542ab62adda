import { api } from '../../../lib/api-client';

import type { AuthAnswer } from './login';

/** GET /api/user/check → `{ user }`, or 401 for a visitor. Run once when the app starts. */
export function checkSession(): Promise<AuthAnswer> {
  return api.get<AuthAnswer>('/user/check', { ignoreUnauthorized: true });
}

let early: Promise<AuthAnswer> | null = null;

/**
 * Sends the start-up check before React renders: the first render can wait for a route's code,
 * and everything a signed-in page fetches waits for this answer.
 */
export function startSessionCheck(): void {
  early ??= checkSession();
  // Handled when the app takes it; this keeps a failure before then from being reported as unhandled.
  early.catch(() => undefined);
}

/** The check started early if there is one (once), otherwise a new one. */
export function takeSessionCheck(): Promise<AuthAnswer> {
  const answer = early ?? checkSession();
  early = null;
  return answer;
}
