import { afterEach, describe, expect, it, vi } from 'vitest';
import { followIdleCores, workersForIdleCores } from './idle-cores.js';

describe('judging on the cores the web server leaves idle', () => {
  it('counts a core the web server uses part of as idle, within the minimum and the machine', () => {
    expect(workersForIdleCores(0.1, 2, 1)).toBe(2);
    expect(workersForIdleCores(0.45, 2, 1)).toBe(2);
    expect(workersForIdleCores(0.9, 2, 1)).toBe(2);
    expect(workersForIdleCores(1.2, 2, 1)).toBe(1);
    expect(workersForIdleCores(1.9, 2, 1)).toBe(1);
    expect(workersForIdleCores(2.5, 4, 1)).toBe(2);
    expect(workersForIdleCores(0, 8, 7)).toBe(8);
    expect(workersForIdleCores(3, 8, 7)).toBe(7);
    expect(workersForIdleCores(0, 1, 1)).toBe(1);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives a quiet web server’s core to the judge, and takes it back while the server is busy', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
    let cpuMicroseconds = 0;
    /** The web server's share of one core from now on. */
    let webShare = 0.1;
    const seen: number[] = [];
    const judge = { setWorkers: (workers: number) => seen.push(workers), isClosed: false };
    const stop = followIdleCores(judge, {
      cores: 2,
      minimum: 1,
      intervalMs: 1000,
      cpuMicroseconds: () => cpuMicroseconds,
    });
    const advance = (seconds: number) => {
      for (let second = 0; second < seconds; second += 1) {
        cpuMicroseconds += webShare * 1_000_000;
        vi.advanceTimersByTime(1000);
      }
    };
    advance(3);
    expect(seen.at(-1)).toBe(2);
    webShare = 1.6;
    advance(1);
    // One busy second is not a trend.
    expect(seen.at(-1)).toBe(2);
    advance(4);
    expect(seen.at(-1)).toBe(1);
    webShare = 0.05;
    advance(6);
    expect(seen.at(-1)).toBe(2);
    stop();
    const settled = seen.length;
    webShare = 1;
    advance(5);
    expect(seen.length).toBe(settled);
  });

  it('stops following once the judge has closed', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
    const judge = { setWorkers: vi.fn(), isClosed: false };
    followIdleCores(judge, { cores: 2, minimum: 1, cpuMicroseconds: () => 0 });
    judge.isClosed = true;
    vi.advanceTimersByTime(10_000);
    expect(judge.setWorkers).toHaveBeenCalledTimes(1);
  });
});
