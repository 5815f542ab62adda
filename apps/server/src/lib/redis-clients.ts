import type { Redis } from 'ioredis';
import { delay } from './shutdown.js';

/** How long a polite QUIT may take before the connection is simply dropped (milliseconds). */
const QUIT_BOUND_MS = 1000;

/**
 * Closes Redis connections politely (QUIT waits for replies still due) but never for longer than a
 * second: with Redis gone, QUIT sits in the offline queue for ever (that kept servers alive for
 * minutes after SIGTERM), so whatever has not quit by then is disconnected.
 */
export async function quitRedis(clients: Redis[]): Promise<void> {
  await Promise.all(
    clients.map(async (client) => {
      await Promise.race([client.quit().catch(() => undefined), delay(QUIT_BOUND_MS)]);
      client.disconnect();
    }),
  );
}

/**
 * Logs a Redis client's failure once per outage (ioredis reports every reconnection attempt, many
 * a second), and that it is back. An 'error' event nobody listens to is printed by ioredis as
 * "Unhandled error event" with no word of which client it was.
 */
export function reportRedisErrors(
  client: {
    on(event: 'error', listener: (error: Error) => void): unknown;
    on(event: 'ready', listener: () => void): unknown;
  },
  name: string,
  log: (message: string) => void = console.error,
): void {
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log(`Redis (${name}): ${error.message}; reconnecting`);
  });
  client.on('ready', () => {
    if (down) log(`Redis (${name}): connected again`);
    down = false;
  });
}

/** The client calls through which a subscriber enters a channel (the Socket.IO adapter uses these two). */
const SUBSCRIBE_METHODS = ['subscribe', 'psubscribe'] as const;
/** The adapter passes channels as arguments or as one array. */
type SubscribeCall = (...channels: unknown[]) => Promise<unknown>;

/**
 * Makes a subscriber client subscribe only once its connection is ready, and again after a
 * rejection. The Socket.IO Redis adapter subscribes once, when it is created, and ignores the
 * outcome, and ioredis loses a subscription in two ways:
 * - made between the TCP connection and the ready check, SUBSCRIBE is sent at once (Redis allows
 *   it while loading); its reply puts the connection in subscriber mode, so the ready check's INFO
 *   is refused ("Connection in subscriber mode"), and ioredis reconnects without resubscribing
 *   (it resubscribes only connections that had been ready);
 * - waiting in the offline queue, it is rejected when a ready check fails or after
 *   `maxRetriesPerRequest` failed reconnections.
 * Either way the server never heard the other servers again (no fan-out to its sockets, no logout
 * announcements): a server started on a busy machine, or while Redis was briefly away.
 */
export function subscribeWhenReady(client: Redis, name: string, log: (message: string) => void = console.error): Redis {
  for (const method of SUBSCRIBE_METHODS) {
    const subscribeNow = (client[method] as SubscribeCall).bind(client);
    const subscribeOnceReady = (channels: unknown[]) =>
      new Promise((resolve, reject) => client.once('ready', () => subscribe(...channels).then(resolve, reject)));
    const subscribe: SubscribeCall = (...channels) => {
      // A client that was closed is not coming back, and its subscriptions no longer matter.
      if (client.status === 'end') return Promise.resolve(undefined);
      if (client.status !== 'ready') return subscribeOnceReady(channels);
      return subscribeNow(...channels).catch((error: Error) => {
        if (client.status === 'end') return undefined;
        log(
          `Redis (${name}): ${method} ${channels.flat().join(' ')} failed (${error.message}); subscribing again once connected`,
        );
        return subscribeOnceReady(channels);
      });
    };
    (client as unknown as Record<(typeof SUBSCRIBE_METHODS)[number], SubscribeCall>)[method] = subscribe;
  }
  return client;
}
