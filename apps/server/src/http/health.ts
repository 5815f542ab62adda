import { sql } from 'kysely';
import type { Redis } from 'ioredis';
import type { DatabaseHandle } from '../db/database.js';
import { delay } from '../lib/shutdown.js';

/** Longest a dependency check may take before it counts as down (milliseconds). */
const CHECK_TIMEOUT_MS = 1000;

export type DependencyHealth = { ok: boolean; latencyMs?: number; message?: string };

async function timed(check: () => Promise<unknown>): Promise<DependencyHealth> {
  const startedMs = performance.now();
  try {
    const answered = await Promise.race([check().then(() => true), delay(CHECK_TIMEOUT_MS).then(() => false)]);
    if (!answered) return { ok: false, message: `no answer within ${CHECK_TIMEOUT_MS} ms` };
    return { ok: true, latencyMs: Math.round((performance.now() - startedMs) * 10) / 10 };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

export const checkDatabase = (database: DatabaseHandle) => timed(() => sql`select 1`.execute(database));

/**
 * A Redis that is reconnecting is reported at once rather than after the timeout: the client
 * would hold the PING in its offline queue until Redis returns.
 */
export const checkRedis = (redis: Redis): Promise<DependencyHealth> =>
  redis.status === 'ready'
    ? timed(() => redis.ping())
    : Promise.resolve({ ok: false, message: `Redis connection is ${redis.status}` });
