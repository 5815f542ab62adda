import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Judge } from './judge.js';
import { STATUS } from './status.js';
import { createTestJudge } from './testing/test-judge.js';

const SLEEPER = 'import time\ntime.sleep(30)\n';

/** A sleeping program holds a worker until the wall clock ends it, so the judge must end it soon and share workers fairly. */
describe('Judge: sleeping programs and fairness', () => {
  let judge: Judge;

  beforeAll(async () => {
    judge = await createTestJudge({
      workers: 1,
      perOwnerLimit: 1,
      skipSelfTest: true,
      speedUps: false,
    });
  });

  afterAll(async () => {
    await judge?.close();
  });

  it('ends a sleeping program at the CPU limit plus one second of wall clock, not at three times the limit', async () => {
    const result = await judge.run({
      language: 'python',
      source: SLEEPER,
      input: '',
      timeLimitMs: 2000,
      memoryLimitMb: 64,
    });
    expect(result.statusId).toBe(STATUS.timeLimitExceeded.id);
    // Killed by the wall clock at 3 s (the old rule, 3 × 2 + 0.2 s, waited 6.2 s).
    expect(result.wallTime).toBeGreaterThanOrEqual(2.9);
    expect(result.wallTime).toBeLessThan(5);
    // Issue 36: the result says the program waited (its CPU time is far under the limit), so screens can say so.
    expect(result.waited).toBe(true);
    expect(result.time).toBeLessThan(1);
  });

  it('starts another owner’s run after at most the flooder’s running job, and runs ahead of submissions', async () => {
    const finished: string[] = [];
    const sleeping = (name: string, kind: 'run' | 'submit') =>
      judge
        .judge({
          language: 'python',
          source: SLEEPER,
          tests: [{ input: '', expected: '' }],
          timeLimitMs: 300,
          memoryLimitMb: 64,
          owner: 'flooder',
          kind,
        })
        .then(() => finished.push(name));
    const flood = [
      sleeping('submit 1', 'submit'),
      sleeping('submit 2', 'submit'),
      sleeping('run 1', 'run'),
      sleeping('submit 3', 'submit'),
    ];
    const other = judge
      .run({
        language: 'python',
        source: 'print(2)\n',
        input: '',
        timeLimitMs: 2000,
        memoryLimitMb: 64,
        owner: 'someone',
      })
      .then((result) => {
        finished.push('other');
        return result;
      });
    expect(await other).toMatchObject({ statusId: STATUS.accepted.id, stdout: '2\n' });
    await Promise.all(flood);
    // One worker: the first job was already running; the other owner's run goes next, then the
    // flooder's run ahead of its own submissions.
    expect(finished).toEqual(['submit 1', 'other', 'run 1', 'submit 2', 'submit 3']);
  });
});
