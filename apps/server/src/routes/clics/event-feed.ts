import { notificationsSince, type ClicsNotification } from '../../services/clics/clics-events.js';

/** How often a streaming feed looks for news, and the longest silence before a keep-alive newline (spec: 120 s). */
export type FeedTiming = { pollMs: number; keepAliveMs: number };

export const DEFAULT_FEED_TIMING: FeedTiming = { pollMs: 2_000, keepAliveMs: 100_000 };

/**
 * Writes the event feed as NDJSON: what exists after `since`, then (when streaming) whatever
 * appears, with an empty line whenever `keepAliveMs` passed without one, until the state with
 * `end_of_updates` has been sent or the reader leaves. The clock and the waiting are passed in so
 * that tests can run two minutes of silence in no time.
 */
export async function writeEventFeed(options: {
  read: () => Promise<ClicsNotification[] | null>;
  since: string | null;
  stream: boolean;
  write: (text: string) => void;
  closed: () => boolean;
  timing: FeedTiming;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}): Promise<void> {
  let since = options.since;
  let lastWriteMs = options.now();
  for (;;) {
    if (options.closed()) return;
    const all = await options.read();
    if (all === null) return;
    const fresh = notificationsSince(all, since);
    if (fresh.length > 0) {
      options.write(fresh.map((notification) => JSON.stringify(notification) + '\n').join(''));
      lastWriteMs = options.now();
      since = fresh.at(-1)?.token ?? since;
    }
    const finished = all.some(
      (notification) =>
        notification.type === 'state' &&
        (notification.data as { end_of_updates?: string | null } | null)?.end_of_updates != null,
    );
    if (!options.stream || finished) return;
    await options.sleep(options.timing.pollMs);
    if (options.now() - lastWriteMs >= options.timing.keepAliveMs) {
      if (options.closed()) return;
      options.write('\n');
      lastWriteMs = options.now();
    }
  }
}
