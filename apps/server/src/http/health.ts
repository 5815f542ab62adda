import { sql } from 'kysely';
import type { Redis } from 'ioredis';
import type { DatabaseHandle } from '../db/database.js';
import { delay } from '../lib/shutdown.js';

/** Longest a dependency check may take before it counts as down (milliseconds). */
const CHECK_TIMEOUT_MS = 1000;

export type DependencyHealth = { ok: boolean; latencyMs?: number; message?: string };

/** Where a failed check's own error goes (the request's logger). */
export type HealthLog = { error(details: object, message: string): void };

/**
 * /api/health is public: a failed check answers with a fixed `unreachable` text, and the driver's
 * error (which names hosts, ports and users) goes only to the server's log.
 */
async function timed(check: () => Promise<unknown>, unreachable: string, log: HealthLog): Promise<DependencyHealth> {
  const startedMs = performance.now();
  try {
    const answered = await Promise.race([check().then(() => true), delay(CHECK_TIMEOUT_MS).then(() => false)]);
    if (!answered) return { ok: false, message: `no answer within ${CHECK_TIMEOUT_MS} ms` };
    return { ok: true, latencyMs: Math.round((performance.now() - startedMs) * 10) / 10 };
  } catch (error) {
    log.error({ err: error }, `health check: ${unreachable}`);
    return { ok: false, message: unreachable };
  }
}

export const checkDatabase = (database: DatabaseHandle, log: HealthLog) =>
  timed(() => sql`select 1`.execute(database), 'The database is unreachable', log);

/**
 * A Redis that is reconnecting is reported at once rather than after the timeout: the client
 * would hold the PING in its offline queue until Redis returns.
 */
export const checkRedis = (redis: Pick<Redis, 'status' | 'ping'>, log: HealthLog): Promise<DependencyHealth> =>
  redis.status === 'ready'
    ? timed(() => redis.ping(), 'Redis is unreachable', log)
    : Promise.resolve({ ok: false, message: `Redis connection is ${redis.status}` });
