import { describe, expect, it } from 'vitest';

import { ApiError } from '../../../lib/api-client';
import { requestFailure, tooManyRunsText } from './request-failure';

describe('requestFailure', () => {
  it("reads the wait from the rate limiter's 429 message", () => {
    const limited = new ApiError('Too many requests', 429, {
      message: 'Too many requests, please try again in 42 seconds.',
    });
    expect(requestFailure(limited)).toEqual({
      detail: 'Too many requests, please try again in 42 seconds.',
      retryAfterSeconds: 42,
    });
    expect(tooManyRunsText(42)).toBe('Too many runs, try again in 42 s');
  });

  it('falls back to the one-minute window when a 429 names no wait', () => {
    expect(requestFailure(new ApiError('Too Many Requests', 429, null)).retryAfterSeconds).toBe(60);
  });

  it('keeps the server message of other failures, with no wait', () => {
    expect(requestFailure(new ApiError('x', 503, { message: 'The judge is unavailable' }))).toEqual({
      detail: 'The judge is unavailable',
      retryAfterSeconds: null,
    });
    expect(requestFailure(new Error('network'))).toEqual({ detail: null, retryAfterSeconds: null });
  });
});
