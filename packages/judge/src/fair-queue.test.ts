import { describe, expect, it } from 'vitest';
import { FairQueue, type JobKind } from './fair-queue.js';

type Job = `${string}:${JobKind}:${number}`;

/** Controllable tasks: each records when it starts and ends when the test finishes it. */
function harness(queue: FairQueue) {
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const add = (name: string, owner: string, kind: JobKind) =>
    queue.run(
      () =>
        new Promise<void>((resolve) => {
          started.push(name);
          finishers.set(name, resolve);
        }),
      { owner, kind },
    );
  const finish = async (name: string) => {
    finishers.get(name)?.();
    // Let the finished task's promise settle and the queue start the next one.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { started, add, finish };
}

/** Parses "a:run:1" into owner and kind. */
function parse(job: Job): { owner: string; kind: JobKind } {
  const [owner, kind] = job.split(':') as [string, JobKind];
  return { owner, kind };
}

/**
 * One slot, held by a blocker while the jobs arrive in the given order; then each job is finished
 * as soon as it starts, so the start order is the queue's choice.
 */
async function startOrder(arrivals: Job[], options: { blocker?: string } = {}): Promise<string[]> {
  const queue = new FairQueue(1);
  const { started, add, finish } = harness(queue);
  void add('blocker', options.blocker ?? 'nobody', 'submit');
  await new Promise((resolve) => setImmediate(resolve));
  for (const job of arrivals) {
    const { owner, kind } = parse(job);
    void add(job, owner, kind);
  }
  await finish('blocker');
  while (started.length < arrivals.length + 1) await finish(started.at(-1) as string);
  await finish(started.at(-1) as string);
  return started.slice(1);
}

describe('FairQueue ordering (one slot)', () => {
  const cases: { name: string; arrivals: Job[]; blocker?: string; expected: Job[] }[] = [
    {
      name: 'one owner: arrival order',
      arrivals: ['a:submit:1', 'a:submit:2', 'a:submit:3'],
      expected: ['a:submit:1', 'a:submit:2', 'a:submit:3'],
    },
    {
      name: 'round-robin between owners',
      arrivals: ['a:submit:1', 'a:submit:2', 'a:submit:3', 'b:submit:1', 'b:submit:2', 'c:submit:1'],
      expected: ['a:submit:1', 'b:submit:1', 'c:submit:1', 'a:submit:2', 'b:submit:2', 'a:submit:3'],
    },
    {
      name: 'runs before submissions of the same owner',
      arrivals: ['a:submit:1', 'a:run:1'],
      expected: ['a:run:1', 'a:submit:1'],
    },
    {
      name: 'runs before submissions of other owners',
      arrivals: ['a:submit:1', 'a:submit:2', 'b:run:1'],
      expected: ['b:run:1', 'a:submit:1', 'a:submit:2'],
    },
    {
      name: 'runs round-robin too, then submissions round-robin (b was served before a last)',
      arrivals: ['a:run:1', 'a:run:2', 'a:submit:1', 'b:submit:1', 'b:run:1'],
      expected: ['a:run:1', 'b:run:1', 'a:run:2', 'b:submit:1', 'a:submit:1'],
    },
    {
      name: 'the owner holding the slot goes after one who is waiting for the first time',
      blocker: 'a',
      arrivals: ['a:submit:1', 'a:submit:2', 'b:submit:1'],
      expected: ['b:submit:1', 'a:submit:1', 'a:submit:2'],
    },
    {
      name: 'a flood of runs and submissions delays another owner by nothing but the running task',
      blocker: 'flood',
      arrivals: [
        'flood:run:1',
        'flood:submit:1',
        'flood:run:2',
        'flood:submit:2',
        'flood:run:3',
        'x:run:1',
        'y:submit:1',
      ],
      expected: [
        'x:run:1',
        'flood:run:1',
        'flood:run:2',
        'flood:run:3',
        'y:submit:1',
        'flood:submit:1',
        'flood:submit:2',
      ],
    },
  ];
  it.each(cases)('$name', async ({ arrivals, blocker, expected }) => {
    expect(await startOrder(arrivals, { blocker })).toEqual(expected);
  });
});

describe('FairQueue limits', () => {
  it('runs at most `slots` tasks at once and at most `perOwnerLimit` of one owner, leaving a slot idle rather than exceed it', async () => {
    const queue = new FairQueue(3, 2);
    const { started, add, finish } = harness(queue);
    for (const name of ['a1', 'a2', 'a3', 'a4']) void add(name, 'a', 'submit');
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a1', 'a2']);
    expect(queue.active).toBe(2);
    expect(queue.pending).toBe(2);

    void add('b1', 'b', 'submit');
    void add('b2', 'b', 'submit');
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a1', 'a2', 'b1']);

    await finish('a1');
    expect(started).toEqual(['a1', 'a2', 'b1', 'a3']);
    await finish('b1');
    expect(started).toEqual(['a1', 'a2', 'b1', 'a3', 'b2']);
    for (const name of ['a2', 'a3', 'b2']) await finish(name);
    expect(started.at(-1)).toBe('a4');
    await finish('a4');
    expect(queue.active).toBe(0);
    expect(queue.pending).toBe(0);
  });

  it('frees the slot when a task fails', async () => {
    const queue = new FairQueue(1, 1);
    await expect(queue.run(async () => Promise.reject(new Error('boom')), { owner: 'a' })).rejects.toThrow('boom');
    await expect(queue.run(async () => 'next', { owner: 'a' })).resolves.toBe('next');
  });

  it('shutting down, abandons the submissions still waiting and refuses new ones; running tasks and runs go on', async () => {
    const queue = new FairQueue(1);
    const { started, add, finish } = harness(queue);
    const running = add('a1', 'a', 'submit');
    const waiting = [add('a2', 'a', 'submit'), add('b1', 'b', 'submit')];
    const run = add('b-run', 'b', 'run');
    await new Promise((resolve) => setImmediate(resolve));
    const closing = new Error('closing');

    expect(queue.refuse('submit', closing)).toBe(2);
    expect(queue.pending).toBe(1);
    for (const abandoned of waiting) await expect(abandoned).rejects.toBe(closing);
    await expect(add('c1', 'c', 'submit')).rejects.toBe(closing);

    await finish('a1');
    await expect(running).resolves.toBeUndefined();
    await finish('b-run');
    await expect(run).resolves.toBeUndefined();
    expect(started).toEqual(['a1', 'b-run']);
    expect({ active: queue.active, pending: queue.pending }).toEqual({ active: 0, pending: 0 });
  });

  it('refuses nonsensical limits', () => {
    expect(() => new FairQueue(0)).toThrow(RangeError);
    expect(() => new FairQueue(2, 0)).toThrow(RangeError);
    expect(() => new FairQueue(2, 1.5)).toThrow(RangeError);
  });
});

describe('FairQueue slots that change', () => {
  it('starts waiting tasks at once when slots are added, and lets running ones finish when taken away', async () => {
    const queue = new FairQueue(1);
    const { started, add, finish } = harness(queue);
    for (const name of ['a', 'b', 'c', 'd']) void add(name, name, 'submit');
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a']);
    queue.setSlots(3);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a', 'b', 'c']);
    queue.setSlots(1);
    await finish('a');
    await finish('b');
    // Two still ran after the cut to one: nothing new starts until fewer than one run.
    expect(started).toEqual(['a', 'b', 'c']);
    await finish('c');
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    expect(() => queue.setSlots(0)).toThrow(RangeError);
  });
});
