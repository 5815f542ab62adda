import crypto from 'node:crypto';
import type { JobKind } from '@codeyard/judge';
import type { Redis } from 'ioredis';

/** How long a slot outlives its holder's last renewal (ms): a web server that dies frees its slots this soon. */
const DEFAULT_LEASE_MS = 30_000;
/** How often a waiting owner asks Redis again (ms), for slots freed by other servers or by expiry. */
const DEFAULT_RETRY_MS = 250;

/**
 * Takes a slot if the owner holds fewer than the limit; expired slots (of a dead holder) are
 * dropped first. Slots are members of a sorted set scored by their expiry in Redis's own clock
 * (ms), so the servers' clocks do not matter.
 * KEYS[1] the owner's set; ARGV: limit, lease ms, slot id. Answers 1 when taken.
 */
const ACQUIRE = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2]))
return 1
`;

/** Pushes a held slot's expiry forward. KEYS[1] the owner's set; ARGV: lease ms, slot id. */
const RENEW = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
if redis.call('ZADD', KEYS[1], 'XX', 'CH', now + tonumber(ARGV[1]), ARGV[2]) == 1 then
  redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[1]))
end
return 1
`;

type Waiter = { take: (slot: string) => void; refuse: (error: Error) => void };
/** This server's view of one owner: who waits here, how many slots it holds here, whether it is asking Redis. */
type LocalOwner = {
  waiting: Record<JobKind, Waiter[]>;
  holding: number;
  asking: boolean;
  retry: NodeJS.Timeout | null;
};

export type OwnerSlots = {
  /** Runs `task` once the owner holds fewer than `limit` slots across every server, holding one meanwhile. */
  withSlot<T>(owner: string, kind: JobKind, task: () => Promise<T>): Promise<T>;
  close(): void;
};

/**
 * A per-owner counting semaphore shared through Redis by every web server: the scaled judge's
 * per-user limit. A slot is held from before a job enters the BullMQ queue until its result is
 * back, so the queue never holds more than `limit` jobs of one owner and one owner's flood waits
 * on its own web server instead of in front of everyone else's jobs. Each slot is a lease that
 * its holder renews; when a server dies its slots expire after `leaseMs`. Locally, an owner's
 * runs take a freed slot before its submissions.
 */
export function createOwnerSlots(options: {
  redis: Redis;
  keyPrefix: string;
  limit: number;
  leaseMs?: number;
  retryMs?: number;
}): OwnerSlots {
  const { redis, keyPrefix, limit } = options;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const retryMs = options.retryMs ?? DEFAULT_RETRY_MS;
  const owners = new Map<string, LocalOwner>();
  let closed = false;
  const keyOf = (owner: string) => `${keyPrefix}${owner}`;

  /** Hands free slots to this server's waiters of `owner`, runs first; asks again later while some wait. */
  const grant = async (owner: string): Promise<void> => {
    const local = owners.get(owner);
    if (!local || local.asking) return;
    local.asking = true;
    try {
      for (;;) {
        const queue = local.waiting.run.length > 0 ? local.waiting.run : local.waiting.submit;
        if (queue.length === 0 || closed) break;
        const slot = crypto.randomUUID();
        const taken = await redis.eval(ACQUIRE, 1, keyOf(owner), limit, leaseMs, slot).catch(() => 0);
        if (taken !== 1) {
          local.retry ??= setTimeout(() => {
            local.retry = null;
            void grant(owner);
          }, retryMs);
          break;
        }
        local.holding++;
        queue.shift()?.take(slot);
      }
    } finally {
      local.asking = false;
      if (local.holding === 0 && local.waiting.run.length === 0 && local.waiting.submit.length === 0 && !local.retry)
        owners.delete(owner);
    }
  };

  return {
    async withSlot(owner, kind, task) {
      if (closed) throw new Error('the judge queue is closed');
      let local = owners.get(owner);
      if (!local) {
        local = { waiting: { run: [], submit: [] }, holding: 0, asking: false, retry: null };
        owners.set(owner, local);
      }
      const slot = await new Promise<string>((take, refuse) => {
        local.waiting[kind].push({ take, refuse });
        void grant(owner);
      });
      const renewal = setInterval(
        () => void redis.eval(RENEW, 1, keyOf(owner), leaseMs, slot).catch(() => undefined),
        leaseMs / 3,
      );
      try {
        return await task();
      } finally {
        clearInterval(renewal);
        await redis.zrem(keyOf(owner), slot).catch(() => undefined);
        local.holding--;
        if (
          local.holding === 0 &&
          local.waiting.run.length === 0 &&
          local.waiting.submit.length === 0 &&
          !local.asking
        ) {
          if (local.retry) clearTimeout(local.retry);
          owners.delete(owner);
        } else {
          void grant(owner);
        }
      }
    },
    close() {
      closed = true;
      for (const local of owners.values()) {
        if (local.retry) clearTimeout(local.retry);
        for (const waiter of [...local.waiting.run, ...local.waiting.submit])
          waiter.refuse(new Error('the judge queue is closed'));
        local.waiting = { run: [], submit: [] };
      }
    },
  };
}
