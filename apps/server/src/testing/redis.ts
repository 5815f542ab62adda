import crypto from 'node:crypto';
import { Redis } from 'ioredis';

/** CI provides Redis here; elsewhere the tests that need it are skipped with a reason. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * A REDIS_PREFIX of a test file's own: test files run in parallel on one Redis, and would otherwise
 * share queue, presence, rate-limit counters and socket fan-out (and flush each other's keys).
 */
export function testRedisPrefix(name: string): string {
  return `test-${name}-${crypto.randomBytes(4).toString('hex')}`;
}

/** Removes what a test file left under its prefix (the judge queue's BullMQ keys included). */
export async function deleteTestRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL);
  try {
    const keys = [...(await redis.keys(`${prefix}:*`)), ...(await redis.keys(`bull:${prefix}-judging:*`))];
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

export async function redisReachable(): Promise<boolean> {
  const redis = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    await redis.ping();
    console.info(`Redis reachable at ${TEST_REDIS_URL}: running the tests that need it`);
    return true;
  } catch (error) {
    console.warn(
      `skipped: Redis not reachable at ${TEST_REDIS_URL} (${error instanceof Error ? error.message : String(error)})`,
    );
    return false;
  } finally {
    redis.disconnect();
  }
}
