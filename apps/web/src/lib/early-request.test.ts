import { describe, expect, it, vi } from 'vitest';

import { earlyRequest } from './early-request';

describe('an early request', () => {
  it('is sent once, handed over once to the same key, and never to another', async () => {
    const early = earlyRequest<string>();
    const send = vi.fn(async () => `answer ${send.mock.calls.length}`);
    const first = early.start('a', send);
    expect(early.start('a', send)).toBe(first);
    expect(send).toHaveBeenCalledTimes(1);

    expect(await early.take('b', send)).toBe('answer 2');
    expect(await early.take('a', send)).toBe('answer 1');
    // Taken: the next reader of the same key sends its own.
    expect(await early.take('a', send)).toBe('answer 3');
  });

  it('keeps an early failure for its reader instead of reporting it unhandled', async () => {
    const early = earlyRequest<string>();
    early.start('a', () => Promise.reject(new Error('offline')));
    // A turn of the event loop: an unhandled rejection would be reported now, before anyone takes it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(early.take('a', async () => 'never')).rejects.toThrow('offline');
  });
});
