import type { Redis } from 'ioredis';

/** Failures counted in a fixed window: how many, and when the window ends (epoch milliseconds). */
export type FailureCount = { count: number; endsAtMs: number };

/** Where failed sign-ins are counted: this process's memory, or Redis when several servers share the load. */
export type FailureCounts = {
  /** Counts one more failure under key, opening a window of windowMs if none is open. */
  add(key: string, windowMs: number, nowMs: number): Promise<FailureCount>;
  /** The open window's count, or null when none is open. */
  read(key: string, nowMs: number): Promise<FailureCount | null>;
  clear(key: string): Promise<void>;
};

/**
 * Counts in memory for the embedded server. Expired windows are dropped as new ones open, and the
 * map never holds more than `capacity` keys, so a flood of made-up accounts cannot grow it without
 * bound (the least recently failed key goes first; its address is still counted under its own key).
 */
export function memoryFailureCounts(capacity = 100_000): FailureCounts {
  const windows = new Map<string, FailureCount>();
  const open = (key: string, nowMs: number) => {
    const window = windows.get(key);
    if (window && window.endsAtMs <= nowMs) windows.delete(key);
    return window && window.endsAtMs > nowMs ? window : null;
  };
  return {
    async add(key, windowMs, nowMs) {
      const window = open(key, nowMs) ?? { count: 0, endsAtMs: nowMs + windowMs };
      window.count += 1;
      windows.delete(key);
      windows.set(key, window);
      if (windows.size > capacity) {
        for (const oldKey of windows.keys()) {
          if (windows.size <= capacity) break;
          windows.delete(oldKey);
        }
      }
      return { ...window };
    },
    async read(key, nowMs) {
      const window = open(key, nowMs);
      return window ? { ...window } : null;
    },
    async clear(key) {
      windows.delete(key);
    },
  };
}

/**
 * Counts in Redis, shared by every server behind the load balancer: INCR opens the key and PEXPIRE
 * with NX starts its window only once, so concurrent failures on two servers add up exactly.
 * Redis keeps its own time for the expiry; `nowMs` only turns the remaining time into an end.
 */
export function redisFailureCounts(redis: Redis, prefix: string): FailureCounts {
  const keyOf = (key: string) => `${prefix}${key}`;
  return {
    async add(key, windowMs, nowMs) {
      const results = await redis.multi().incr(keyOf(key)).pexpire(keyOf(key), windowMs, 'NX').pttl(keyOf(key)).exec();
      const count = Number(results?.[0]?.[1] ?? 1);
      const remainingMs = Number(results?.[2]?.[1] ?? windowMs);
      return { count, endsAtMs: nowMs + (remainingMs > 0 ? remainingMs : windowMs) };
    },
    async read(key, nowMs) {
      const results = await redis.multi().get(keyOf(key)).pttl(keyOf(key)).exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      const remainingMs = Number(results?.[1]?.[1] ?? -2);
      if (!count || remainingMs <= 0) return null;
      return { count, endsAtMs: nowMs + remainingMs };
    },
    async clear(key) {
      await redis.del(keyOf(key));
    },
  };
}
