import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteTestRedisKeys, redisReachable, TEST_REDIS_URL, testRedisPrefix } from '../../testing/redis.js';
import { memoryFailureCounts, redisFailureCounts } from './failure-counts.js';
import { SignInGuard } from './sign-in-guard.js';

const limits = { failuresPerAccount: 3, failuresPerAddress: 100, windowMs: 60_000 };

describe('failure counts in memory', () => {
  it('open a window at the first failure and forget it when it ends', async () => {
    const counts = memoryFailureCounts();
    expect(await counts.add('account:a', 60_000, 1_000)).toEqual({ count: 1, endsAtMs: 61_000 });
    expect(await counts.add('account:a', 60_000, 30_000)).toEqual({ count: 2, endsAtMs: 61_000 });
    expect(await counts.read('account:a', 60_999)).toEqual({ count: 2, endsAtMs: 61_000 });
    expect(await counts.read('account:a', 61_000)).toBeNull();
    expect(await counts.add('account:a', 60_000, 61_000)).toEqual({ count: 1, endsAtMs: 121_000 });
  });

  it('hold no more keys than their capacity, dropping the least recently failed', async () => {
    const counts = memoryFailureCounts(3);
    for (const key of ['a', 'b', 'c']) await counts.add(key, 60_000, 0);
    await counts.add('a', 60_000, 1);
    await counts.add('d', 60_000, 2);
    expect(await counts.read('b', 3)).toBeNull();
    expect((await counts.read('a', 3))?.count).toBe(2);
    expect((await counts.read('d', 3))?.count).toBe(1);
  });
});

const reachable = await redisReachable();

describe.skipIf(!reachable)('failure counts in Redis (servers behind a load balancer)', () => {
  const prefix = testRedisPrefix('sign-in-failures');
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(TEST_REDIS_URL);
  });
  afterAll(async () => {
    redis.disconnect();
    await deleteTestRedisKeys(prefix);
  });

  it('add up failures seen by two servers, so guessing cannot be spread over them', async () => {
    const counts = redisFailureCounts(redis, `${prefix}:sign-in-failures:`);
    const first = new SignInGuard(counts, limits, () => Date.now());
    const second = new SignInGuard(redisFailureCounts(redis, `${prefix}:sign-in-failures:`), limits, () => Date.now());
    const attempt = { account: 'shared@example.com', address: '203.0.113.7' };
    await Promise.all([first.recordFailure(attempt), second.recordFailure(attempt), first.recordFailure(attempt)]);
    await expect(second.assertAllowed(attempt)).rejects.toThrow(
      /^Too many failed sign-ins, please try again in \d+ seconds\.$/,
    );
    await first.recordSuccess(attempt);
    await expect(second.assertAllowed(attempt)).resolves.toBeUndefined();
  });

  it('end their window in Redis, whoever counted last', async () => {
    const counts = redisFailureCounts(redis, `${prefix}:window:`);
    const now = Date.now();
    const opened = await counts.add('address:x', 500, now);
    const again = await counts.add('address:x', 500, now);
    expect(again.count).toBe(2);
    expect(again.endsAtMs).toBeLessThanOrEqual(opened.endsAtMs);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await counts.read('address:x', Date.now())).toBeNull();
  });
});

describe('a guard whose counts are unreachable', () => {
  it('lets sign-ins through uncounted rather than locking everyone out', async () => {
    const broken = {
      add: () => Promise.reject(new Error('Redis away')),
      read: () => Promise.reject(new Error('Redis away')),
      clear: () => Promise.reject(new Error('Redis away')),
    };
    const guard = new SignInGuard(broken, limits, () => 0);
    const attempt = { account: 'a@example.com', address: '203.0.113.7' };
    await guard.recordFailure(attempt);
    await expect(guard.check(attempt, async () => 'signed in')).resolves.toBe('signed in');
  });
});

describe('a guard whose counts do not answer', () => {
  it('lets a sign-in through after half a second rather than waiting on a Redis that is away', async () => {
    const silent = {
      add: () => new Promise<never>(() => {}),
      read: () => new Promise<never>(() => {}),
      clear: () => new Promise<never>(() => {}),
    };
    const guard = new SignInGuard(silent, limits, () => 0);
    const attempt = { account: 'a@example.com', address: '203.0.113.7' };
    const started = performance.now();
    await expect(guard.check(attempt, async () => 'signed in')).resolves.toBe('signed in');
    // Bounded by the guard's own timeout: two rounds of at most half a second each.
    expect(performance.now() - started).toBeLessThan(3000);
  });
});
