import { Redis } from 'ioredis';

/** CI provides Redis here; elsewhere the tests that need it are skipped with a reason. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export async function redisReachable(): Promise<boolean> {
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2000, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
    console.info(`Redis reachable at ${TEST_REDIS_URL}: running the tests that need it`);
    return true;
  } catch (error) {
    console.warn(`skipped: Redis not reachable at ${TEST_REDIS_URL} (${error instanceof Error ? error.message : String(error)})`);
    return false;
  } finally {
    redis.disconnect();
  }
}
