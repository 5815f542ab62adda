import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resubscribeWhenRejected } from '../lib/redis-clients.js';
import { redisServerInstalled, startPrivateRedis, type PrivateRedis } from '../testing/private-redis.js';

describe.skipIf(!redisServerInstalled())('the Socket.IO Redis adapter when Redis is away as it subscribes', () => {
  let redis: PrivateRedis | undefined;
  let io: Server | undefined;
  const clients: Redis[] = [];

  afterEach(async () => {
    // The Server is attached to no HTTP server, so only its adapter has anything to close.
    await io?.of('/').adapter.close();
    clients.forEach((client) => client.disconnect());
    await redis?.kill();
  });

  it('subscribes once Redis is back, so the server hears the other servers', async () => {
    redis = await startPrivateRedis();
    await redis.kill();
    // The clients as server.ts makes them.
    const shared = new Redis(redis.url, { maxRetriesPerRequest: 3 });
    const publisher = shared.duplicate();
    const subscriber = resubscribeWhenRejected(shared.duplicate(), 'adapterSubscriber', () => undefined);
    clients.push(shared, publisher, subscriber);
    clients.forEach((client) => client.on('error', () => undefined));
    let reconnections = 0;
    subscriber.on('reconnecting', () => reconnections++);

    io = new Server();
    io.adapter(createAdapter(publisher, subscriber, { key: 'adapter-test' }));
    // After maxRetriesPerRequest + 1 failed reconnections ioredis rejects the queued subscriptions.
    await vi.waitFor(() => expect(reconnections).toBeGreaterThan(4), { timeout: 20_000 });
    await redis.restart();

    await expect.poll(() => io?.of('/').adapter.serverCount(), { timeout: 10_000, interval: 100 }).toBe(1);
  });
});
