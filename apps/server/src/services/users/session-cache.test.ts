import { describe, expect, it } from 'vitest';
import type { User } from '@codeyard/shared';
import { SessionCache } from './session-cache.js';

const ada: User = { _id: 'u1', firstName: 'Ada', lastName: null, email: 'ada@example.com', role: 'user' };
const farFuture = '2999-01-01T00:00:00.000Z';

/** A cache on a fake app clock (`now`) and a fake monotonic clock (`elapsed`); `advance` moves both, as real time does. */
function clocked(trustMs: number, capacity?: number) {
  let now = Date.parse('2026-11-23T12:00:00.000Z');
  let elapsed = 1_000;
  const cache = new SessionCache(trustMs, { now: () => now, elapsed: () => elapsed, capacity });
  return {
    cache,
    advance: (ms: number) => {
      now += ms;
      elapsed += ms;
    },
    moveAppClock: (ms: number) => (now += ms),
    passRealTime: (ms: number) => (elapsed += ms),
    nowIso: () => new Date(now).toISOString(),
  };
}

describe('the session cache', () => {
  it('trusts a looked-up session for its cache time, then asks again', () => {
    const { cache, advance } = clocked(2000);
    expect(cache.lookUp('h1')).toBeUndefined();
    cache.remember('h1', ada, farFuture);
    expect(cache.lookUp('h1')).toEqual(ada);
    advance(1999);
    expect(cache.lookUp('h1')).toEqual(ada);
    advance(1);
    expect(cache.lookUp('h1')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('counts its cache time in real time: an app clock held still (as tests hold it) does not keep an entry', () => {
    const { cache, passRealTime } = clocked(2000);
    cache.remember('h1', ada, farFuture);
    passRealTime(1999);
    expect(cache.lookUp('h1')).toEqual(ada);
    passRealTime(1);
    expect(cache.lookUp('h1')).toBeUndefined();
  });

  it("checks a session's expiry against the app's clock: moving it past the expiry ends the session", () => {
    const { cache, moveAppClock, nowIso } = clocked(60_000);
    const expiresAt = new Date(Date.parse(nowIso()) + 3_600_000).toISOString();
    cache.remember('h1', ada, expiresAt);
    moveAppClock(3_599_999);
    expect(cache.lookUp('h1')).toEqual(ada);
    moveAppClock(1);
    expect(cache.lookUp('h1')).toBeUndefined();
  });

  it('never answers for a session past its own expiry', () => {
    const { cache, advance, nowIso } = clocked(60_000);
    const expiresAt = new Date(Date.parse(nowIso()) + 500).toISOString();
    cache.remember('h1', ada, expiresAt);
    expect(cache.lookUp('h1')).toEqual(ada);
    advance(500);
    expect(cache.lookUp('h1')).toBeUndefined();
  });

  it('forgets an ended session at once and tells the other servers; an announcement is not told again', () => {
    const { cache } = clocked(60_000);
    const announced: string[] = [];
    cache.announceTo((tokenHash) => announced.push(tokenHash));
    cache.remember('h1', ada, farFuture);
    cache.remember('h2', ada, farFuture);
    cache.forget('h1');
    expect(cache.lookUp('h1')).toBeUndefined();
    cache.forgetAnnounced('h2');
    expect(cache.lookUp('h2')).toBeUndefined();
    expect(announced).toEqual(['h1']);
  });

  it('keeps at most its capacity, dropping the longest remembered', () => {
    const { cache } = clocked(60_000, 3);
    for (const hash of ['h1', 'h2', 'h3', 'h4']) cache.remember(hash, ada, farFuture);
    expect(cache.size).toBe(3);
    expect(cache.lookUp('h1')).toBeUndefined();
    expect(cache.lookUp('h4')).toEqual(ada);
  });

  it('remembers nothing when its time is 0, and hands out a user nobody can change', () => {
    expect(
      (() => {
        const { cache } = clocked(0);
        cache.remember('h1', ada, farFuture);
        return cache.lookUp('h1');
      })(),
    ).toBeUndefined();
    const { cache } = clocked(1000);
    cache.remember('h1', ada, farFuture);
    const user = cache.lookUp('h1')!;
    expect(() => Object.assign(user, { role: 'admin' })).toThrow(TypeError);
    expect(cache.lookUp('h1')?.role).toBe('user');
  });
});
