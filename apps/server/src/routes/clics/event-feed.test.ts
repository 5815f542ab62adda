import { describe, expect, it } from 'vitest';
import type { ClicsNotification } from '../../services/clics/clics-events.js';
import { tokenOf } from '../../services/clics/clics-events.js';
import { writeEventFeed } from './event-feed.js';

const notification = (atMs: number, type: string, data: unknown = { id: String(atMs) }): ClicsNotification => ({
  type,
  id: type === 'state' ? null : String(atMs),
  data,
  token: tokenOf(`${String(atMs).padStart(15, '0')}.00.${atMs}`),
});

/** A feed over a fake clock: `sleep` moves time instead of waiting, and `news` says what exists when. */
function fakeFeed(news: (nowMs: number) => ClicsNotification[], options: { stopAtMs: number }) {
  let nowMs = 0;
  const writes: { atMs: number; text: string }[] = [];
  const done = writeEventFeed({
    read: async () => news(nowMs),
    since: null,
    stream: true,
    write: (text) => writes.push({ atMs: nowMs, text }),
    closed: () => nowMs >= options.stopAtMs,
    timing: { pollMs: 2_000, keepAliveMs: 100_000 },
    now: () => nowMs,
    sleep: async (ms) => {
      nowMs += ms;
    },
  });
  return { done, writes };
}

describe('the event feed stream', () => {
  it('sends a keep-alive newline within 120 s of silence, and news as it appears', async () => {
    const first = notification(1, 'submissions');
    const later = notification(300_000, 'submissions');
    const feed = fakeFeed((nowMs) => (nowMs >= 300_000 ? [first, later] : [first]), { stopAtMs: 600_000 });
    await feed.done;
    expect(feed.writes[0]).toEqual({ atMs: 0, text: JSON.stringify(first) + '\n' });
    const keepAlives = feed.writes.filter((write) => write.text === '\n');
    expect(keepAlives.length).toBeGreaterThanOrEqual(4);
    // No silence longer than 120 s between any two writes.
    const times = [0, ...feed.writes.map((write) => write.atMs), 600_000];
    for (let index = 1; index < times.length; index += 1)
      expect((times[index] ?? 0) - (times[index - 1] ?? 0)).toBeLessThanOrEqual(120_000);
    expect(feed.writes.filter((write) => write.text.includes('"id":"300000"'))).toHaveLength(1);
  });

  it('ends after the state with end_of_updates has been sent', async () => {
    const final = notification(5, 'state', { end_of_updates: '2030-03-01T12:00:00.000+00:00' });
    const feed = fakeFeed(() => [notification(1, 'submissions'), final], { stopAtMs: Number.MAX_SAFE_INTEGER });
    await feed.done;
    expect(feed.writes).toHaveLength(1);
    expect(feed.writes[0]?.text.trim().split('\n').at(-1)).toBe(JSON.stringify(final));
  });
});
