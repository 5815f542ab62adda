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
