import type { Redis } from 'ioredis';
import type { Presence } from './presence.js';

/** A connection not refreshed for this long is dropped (its server has probably died), in ms. */
const STALE_AFTER_MS = 45_000;
const REFRESH_EVERY_MS = 15_000;

/**
 * Presence shared by every web server: one sorted set per problem whose members are
 * `userId|connectionId`, scored by the time the owning server last vouched for them. Counting
 * drops stale members and counts distinct user ids, so several tabs (even on different servers)
 * count once, and a crashed server's viewers disappear within a minute.
 */
export function createRedisPresence(redis: Redis, namespace: string): Presence & { close(): void } {
  const key = (problemId: string) => `${namespace}:presence:${problemId}`;
  /** What this server vouches for: problemId → members. */
  const local = new Map<string, Set<string>>();

  const count = async (problemId: string) => {
    await redis.zremrangebyscore(key(problemId), '-inf', Date.now() - STALE_AFTER_MS);
    const members = await redis.zrange(key(problemId), 0, -1);
    return new Set(members.map((member) => member.split('|')[0])).size;
  };

  const refresh = setInterval(() => {
    const now = Date.now();
    for (const [problemId, members] of local) {
      if (members.size === 0) continue;
      void redis.zadd(key(problemId), ...[...members].flatMap((member) => [now, member])).catch(() => undefined);
      void redis.pexpire(key(problemId), STALE_AFTER_MS * 2).catch(() => undefined);
    }
  }, REFRESH_EVERY_MS);
  refresh.unref();

  return {
    async join(problemId, userId, connectionId) {
      const member = `${userId}|${connectionId}`;
      const members = local.get(problemId) ?? new Set<string>();
      local.set(problemId, members);
      members.add(member);
      await redis.zadd(key(problemId), Date.now(), member);
      await redis.pexpire(key(problemId), STALE_AFTER_MS * 2);
      return count(problemId);
    },
    async leave(problemId, userId, connectionId) {
      const member = `${userId}|${connectionId}`;
      local.get(problemId)?.delete(member);
      if (local.get(problemId)?.size === 0) local.delete(problemId);
      await redis.zrem(key(problemId), member);
      return count(problemId);
    },
    count,
    close() {
      clearInterval(refresh);
    },
  };
}
