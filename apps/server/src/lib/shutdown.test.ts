import { describe, expect, it } from 'vitest';
import { closeInOrder, delay, type ShutdownLog } from './shutdown.js';

function recordingLog(): ShutdownLog & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (_fields, message) => lines.push(message),
    warn: (_fields, message) => lines.push(message),
    error: (_fields, message) => lines.push(message),
  };
}

describe('closeInOrder', () => {
  it('runs every step in order, past one that throws and one that never ends, within the deadline', async () => {
    const log = recordingLog();
    const ran: string[] = [];
    const startedMs = Date.now();
    const report = await closeInOrder(
      [
        { name: 'first', boundMs: 1000, close: async () => void ran.push('first') },
        {
          name: 'throws',
          boundMs: 1000,
          close: async () => {
            ran.push('throws');
            throw new Error('Redis is gone');
          },
        },
        { name: 'hangs', boundMs: 200, close: () => (ran.push('hangs'), new Promise<void>(() => undefined)) },
        { name: 'last', boundMs: 1000, close: async () => void ran.push('last') },
      ],
      { deadlineMs: Date.now() + 5000, log },
    );
    expect(ran).toEqual(['first', 'throws', 'hangs', 'last']);
    expect(report).toEqual({ clean: false, failed: ['throws'], unfinished: ['hangs'] });
    expect(Date.now() - startedMs).toBeLessThan(1000);
    expect(log.lines).toContain('shutdown: throws failed; going on');
    expect(log.lines).toContain('shutdown: hangs still open; going on');
  });

  it('gives no step more than what is left of the whole shutdown', async () => {
    const startedMs = Date.now();
    const report = await closeInOrder(
      [
        { name: 'slow', boundMs: 10_000, close: () => delay(10_000) },
        { name: 'slower', boundMs: 10_000, close: () => delay(10_000) },
      ],
      { deadlineMs: Date.now() + 300, log: recordingLog() },
    );
    expect(report.unfinished).toEqual(['slow', 'slower']);
    expect(Date.now() - startedMs).toBeLessThan(1000);
  });

  it('is clean when every step closes', async () => {
    const report = await closeInOrder([{ name: 'only', boundMs: 100, close: async () => undefined }], {
      deadlineMs: Date.now() + 1000,
      log: recordingLog(),
    });
    expect(report).toEqual({ clean: true, failed: [], unfinished: [] });
  });
});
