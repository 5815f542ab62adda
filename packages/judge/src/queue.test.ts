import { describe, expect, it } from 'vitest';
import { WorkQueue } from './queue.js';

describe('WorkQueue', () => {
  it('runs at most `limit` tasks at once, in arrival order', async () => {
    const queue = new WorkQueue(2);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const task = (id: number) => async () => {
      started.push(id);
      running++;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running--;
      return id;
    };
    const results = await Promise.all([1, 2, 3, 4, 5].map((id) => queue.run(task(id))));
    expect(results).toEqual([1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
  });

  it('frees the slot when a task fails', async () => {
    const queue = new WorkQueue(1);
    await expect(queue.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });

  it('refuses a nonsensical limit', () => {
    expect(() => new WorkQueue(0)).toThrow(RangeError);
  });
});
