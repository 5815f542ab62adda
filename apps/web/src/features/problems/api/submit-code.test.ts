import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { JudgingProgress, Submission } from '@codeyard/shared';

import { stubFetch } from '../../../testing/fetch-stub';
import { socketFake } from '../../../testing/socket-fake';
import { submitAndWaitForVerdict, VERDICT_WAIT_LIMIT_MS } from './submit-code';

vi.mock('socket.io-client', () => import('../../../testing/socket-fake'));
const emit = (progress: JudgingProgress) => socketFake.push('submission-progress', progress);

const SUBMIT = 'POST /api/submissions/submit/p1';
const LIST = '/api/problem/submittedproblems/p1';
const pending = {
  _id: 's1',
  problemId: 'p1',
  status: 'pending',
  testCasesPassed: 0,
  testCasesTotal: 5,
} as unknown as Submission;
const judged = { ...pending, status: 'accepted', testCasesPassed: 5, runtime: 0.12 } as Submission;
const input = { problemId: 'p1', code: 'print(1)', language: 'python' } as const;

describe('submitAndWaitForVerdict: the verdict comes by the answer and the socket, never by polling', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('answers a judged submission as the server gave it, reading nothing else', async () => {
    const { calls } = stubFetch({ [SUBMIT]: { body: judged } });
    await expect(submitAndWaitForVerdict(input)).resolves.toEqual(judged);
    expect(calls.map((call) => call.path)).toEqual(['/api/submissions/submit/p1']);
    expect(socketFake.listenerCount('submission-progress')).toBe(0);
  });

  it('waits for the final progress of a pending submission without asking the server, then reads the list once', async () => {
    const { calls } = stubFetch({ [SUBMIT]: { body: pending }, [LIST]: { body: [judged] } });
    const result = submitAndWaitForVerdict(input);
    await vi.advanceTimersByTimeAsync(30_000);
    // A poll of the submissions list would have asked by now.
    expect(calls.filter((call) => call.path === LIST)).toEqual([]);

    emit({ submissionId: 'other', problemId: 'p1', phase: 'done', status: 'wrong' });
    emit({ submissionId: 's1', problemId: 'p1', phase: 'running', test: 3, total: 5 });
    await vi.advanceTimersByTimeAsync(10);
    expect(calls.filter((call) => call.path === LIST)).toEqual([]);

    emit({ submissionId: 's1', problemId: 'p1', phase: 'done', status: 'accepted' });
    await expect(result).resolves.toEqual(judged);
    expect(calls.filter((call) => call.path === LIST)).toHaveLength(1);
    expect(socketFake.listenerCount('submission-progress')).toBe(0);
  });

  it('takes a final progress that arrived before the answer', async () => {
    stubFetch({
      [SUBMIT]: () => {
        emit({ submissionId: 's1', problemId: 'p1', phase: 'done', status: 'accepted' });
        return { body: pending };
      },
      [LIST]: { body: [judged] },
    });
    await expect(submitAndWaitForVerdict(input)).resolves.toEqual(judged);
  });

  it('gives up after the wait limit and shows the submission as pending, having asked nothing more', async () => {
    const { calls } = stubFetch({ [SUBMIT]: { body: pending } });
    const result = submitAndWaitForVerdict(input);
    await vi.advanceTimersByTimeAsync(VERDICT_WAIT_LIMIT_MS);
    await expect(result).resolves.toEqual(pending);
    expect(calls).toHaveLength(1);
  });
});
