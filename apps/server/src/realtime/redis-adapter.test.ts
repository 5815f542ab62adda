import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { quitRedis, subscribeWhenReady } from '../lib/redis-clients.js';
import { redisServerInstalled, startPrivateRedis, type PrivateRedis } from '../testing/private-redis.js';
import { redisReachable, TEST_REDIS_URL, testRedisPrefix } from '../testing/redis.js';

describe.skipIf(!redisServerInstalled())('the Socket.IO Redis adapter when Redis is away as it subscribes', () => {
  let redis: PrivateRedis | undefined;
  let io: Server | undefined;
  const clients: Redis[] = [];

  afterEach(async () => {
    // As the server closes them: QUIT after the replies still due (the adapter's unsubscribes, a
    // count), which a bare disconnect would reject unheard. The Server has no HTTP server to close.
    await quitRedis(clients.splice(0));
    await redis?.kill();
  });

  it('subscribes once Redis is back, so the server hears the other servers', async () => {
    redis = await startPrivateRedis();
    await redis.kill();
    // The clients as server.ts makes them.
    const shared = new Redis(redis.url, { maxRetriesPerRequest: 3 });
    const publisher = shared.duplicate();
    const subscriber = subscribeWhenReady(shared.duplicate(), 'adapterSubscriber', () => undefined);
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

describe.skipIf(!(await redisReachable()))('the Socket.IO Redis adapter created while its subscriber connects', () => {
  let io: Server | undefined;
  const clients: Redis[] = [];

  afterAll(async () => {
    await quitRedis(clients.splice(0));
  });

  // The CI failure: on a busy machine a server's subscriber had connected but not passed its ready
  // check when the adapter subscribed; ioredis then dropped the connection and its subscriptions.
  it('subscribes after the ready check, so the server hears the other servers', async () => {
    const shared = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 3 });
    const publisher = shared.duplicate();
    const subscriber = subscribeWhenReady(shared.duplicate(), 'adapterSubscriber', () => undefined);
    clients.push(shared, publisher, subscriber);
    clients.forEach((client) => client.on('error', () => undefined));

    const key = testRedisPrefix('adapter');
    await new Promise<void>((resolve) =>
      subscriber.once('connect', () => {
        io = new Server();
        io.adapter(createAdapter(publisher, subscriber, { key }));
        resolve();
      }),
    );

    await expect.poll(() => io?.of('/').adapter.serverCount(), { timeout: 10_000, interval: 100 }).toBe(1);
    // It stays subscribed: the connection was not dropped after the subscription.
    await new Promise((resolve) => subscriber.ping().then(resolve, resolve));
    expect(await io?.of('/').adapter.serverCount()).toBe(1);
  });
});
