import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { JudgingProgress, Submission } from '@codeyard/shared';

import { stubFetch } from '../../../testing/fetch-stub';
import { authValue, testUser, TestProviders } from '../../../testing/render';
import { socketFake } from '../../../testing/socket-fake';
import { useSubmit } from './use-submit';

vi.mock('socket.io-client', () => import('../../../testing/socket-fake'));
const emit = (progress: JudgingProgress) => act(() => socketFake.push('submission-progress', progress));

const SUBMIT = 'POST /api/submissions/submit/p1';
const LIST = '/api/problem/submittedproblems/p1';
const judged = {
  _id: 's1',
  problemId: 'p1',
  status: 'accepted',
  testCasesPassed: 5,
  testCasesTotal: 5,
  runtime: 0.1,
} as unknown as Submission;

const wrapper = ({ children }: { children: ReactNode }) => (
  <TestProviders auth={authValue(testUser)}>{children}</TestProviders>
);

describe('useSubmit when the answer is lost', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the failure, then the verdict another server judged once it arrives by socket', async () => {
    const { calls } = stubFetch({ [SUBMIT]: { status: 502, body: {} }, [LIST]: { body: [judged] } });
    const { result } = renderHook(() => useSubmit('p1', undefined), { wrapper });
    await act(() => result.current.start('print(1)', 'python'));
    expect(result.current.state).toMatchObject({ phase: 'failed', awaitingVerdict: true });

    emit({ submissionId: 's1', problemId: 'p2', phase: 'done', status: 'wrong' });
    emit({ submissionId: 's1', problemId: 'p1', phase: 'done', status: 'accepted' });
    await waitFor(() => expect(result.current.state).toEqual({ phase: 'done', submission: judged }));
    expect(calls.filter((call) => call.path === LIST)).toHaveLength(1);
  });

  it('does not wait for a verdict of a submit the server refused', async () => {
    stubFetch({ [SUBMIT]: { status: 400, body: { message: 'Unsupported language' } }, [LIST]: { body: [judged] } });
    const { result } = renderHook(() => useSubmit('p1', undefined), { wrapper });
    await act(() => result.current.start('print(1)', 'python'));
    expect(result.current.state).toMatchObject({ phase: 'failed', awaitingVerdict: false });
    expect(socketFake.listenerCount('submission-progress')).toBe(0);
  });
});
