import { ApiError, serverMessage } from '../../../lib/api-client';

/** Why a run or submit failed, as the console shows it. */
export type RequestFailure = { detail: string | null; retryAfterSeconds: number | null };

/** The rate limiter's answer names the wait: "… please try again in 37 seconds." */
const waitPattern = /(\d+)\s*seconds?/i;

export function requestFailure(error: unknown): RequestFailure {
  const detail = serverMessage(error);
  if (error instanceof ApiError && error.status === 429) {
    const seconds = waitPattern.exec(detail ?? '')?.[1];
    // The limit's window is a minute, so that is the longest wait there can be.
    return { detail, retryAfterSeconds: seconds ? Number(seconds) : 60 };
  }
  return { detail, retryAfterSeconds: null };
}

/** The 429 text of the console: the user learns to wait rather than that the server broke. */
export function tooManyRunsText(seconds: number): string {
  return `Too many runs, try again in ${seconds} s`;
}
