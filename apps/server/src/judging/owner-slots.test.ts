import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisReachable, TEST_REDIS_URL } from '../testing/redis.js';
import { createOwnerSlots, type OwnerSlots } from './owner-slots.js';

const reachable = await redisReachable();

/** A task that runs until the test ends it. */
function controllable() {
  const ends = new Map<string, () => void>();
  const started: string[] = [];
  const task = (name: string) => () =>
    new Promise<void>((resolve) => {
      started.push(name);
      ends.set(name, resolve);
    });
  return { started, task, end: (name: string) => ends.get(name)?.() };
}

describe.skipIf(!reachable)('owner slots in Redis (the scaled judge’s per-user limit)', () => {
  let redis: Redis;
  // A namespace of its own, so parallel test runs never share slots.
  const keyPrefix = `test-${crypto.randomBytes(6).toString('hex')}:judge-slots:`;
  const opened: OwnerSlots[] = [];
  const open = (options: { limit: number; leaseMs?: number }) => {
    const slots = createOwnerSlots({ redis, keyPrefix, retryMs: 50, ...options });
    opened.push(slots);
    return slots;
  };

  beforeAll(() => {
    redis = new Redis(TEST_REDIS_URL);
  });

  afterAll(async () => {
    opened.forEach((slots) => slots.close());
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('lets one owner hold at most `limit` slots across two servers, and other owners are not held up', async () => {
    const serverA = open({ limit: 2 });
    const serverB = open({ limit: 2 });
    const { started, task, end } = controllable();
    const done = [
      serverA.withSlot('flooder', 'submit', task('a1')),
      serverB.withSlot('flooder', 'submit', task('b1')),
      serverA.withSlot('flooder', 'submit', task('a2')),
      serverB.withSlot('flooder', 'submit', task('b2')),
    ];
    await expect.poll(() => started.length).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(started).toHaveLength(2);

    const other = serverA.withSlot('someone', 'run', task('other'));
    await expect.poll(() => started).toContain('other');
    end('other');
    await other;

    const [first] = started;
    end(first as string);
    await expect.poll(() => started.length).toBe(3);
    for (const name of ['a1', 'b1', 'a2', 'b2']) end(name);
    await expect.poll(() => started.length).toBe(5);
    for (const name of ['a1', 'b1', 'a2', 'b2']) end(name);
    await Promise.all(done);
    expect(await redis.zcard(`${keyPrefix}flooder`)).toBe(0);
  });

  it('gives a freed slot to the owner’s waiting run before its waiting submission', async () => {
    const server = open({ limit: 1 });
    const { started, task, end } = controllable();
    const holding = server.withSlot('ada', 'submit', task('holding'));
    await expect.poll(() => started).toEqual(['holding']);
    const submission = server.withSlot('ada', 'submit', task('submission'));
    const run = server.withSlot('ada', 'run', task('run'));
    end('holding');
    await holding;
    await expect.poll(() => started).toEqual(['holding', 'run']);
    end('run');
    await expect.poll(() => started).toEqual(['holding', 'run', 'submission']);
    end('submission');
    await Promise.all([run, submission]);
  });

  it('frees the slot when the task fails', async () => {
    const server = open({ limit: 1 });
    await expect(server.withSlot('bob', 'run', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(server.withSlot('bob', 'run', async () => 'next')).resolves.toBe('next');
  });

  it('recovers the slots of a server that died: they expire after the lease', async () => {
    const leaseMs = 600;
    // What a server that died while holding a slot leaves behind: a lease nobody renews.
    const time = await redis.time();
    const now = Number(time[0]) * 1000 + Math.floor(Number(time[1]) / 1000);
    await redis.zadd(`${keyPrefix}carol`, now + leaseMs, 'slot-of-a-dead-server');
    const server = open({ limit: 1, leaseMs });
    const startedAt = Date.now();
    await server.withSlot('carol', 'submit', async () => undefined);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(leaseMs - 100);
  });

  it('keeps renewing a slot held longer than the lease', async () => {
    const leaseMs = 300;
    const server = open({ limit: 1, leaseMs });
    const { started, task, end } = controllable();
    const long = server.withSlot('dave', 'submit', task('long'));
    await expect.poll(() => started).toEqual(['long']);
    const second = server.withSlot('dave', 'submit', task('second'));
    await new Promise((resolve) => setTimeout(resolve, leaseMs * 3));
    expect(started).toEqual(['long']);
    end('long');
    await long;
    await expect.poll(() => started).toEqual(['long', 'second']);
    end('second');
    await second;
  });
});
