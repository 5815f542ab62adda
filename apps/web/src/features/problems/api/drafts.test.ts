import { afterEach, describe, expect, it, vi } from 'vitest';

import { stubFetch } from '../../../testing/fetch-stub';
import { getDraftsQueryOptions, startDraftsFetch } from './drafts';

const read = (problemId: string, userId: string) =>
  (getDraftsQueryOptions(problemId, userId).queryFn as unknown as () => Promise<unknown>)();
const draft = { problemId: 'p1', language: 'python', code: 'print(1)', updatedAt: '2026-11-23T10:00:00.000Z' };

describe('the drafts of the problem a page was opened on', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are fetched as soon as the session answers, and handed only to that user, once', async () => {
    const { calls } = stubFetch({ '/api/drafts/p1': { body: [draft] } });
    startDraftsFetch('p1', Promise.resolve({ user: { _id: 'u1' } }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));

    // Another user (a sign-in since) is never handed u1's answer.
    expect(await read('p1', 'u2')).toEqual([draft]);
    expect(calls).toHaveLength(2);
    expect(await read('p1', 'u1')).toEqual([draft]);
    expect(calls).toHaveLength(2);
    expect(await read('p1', 'u1')).toEqual([draft]);
    expect(calls).toHaveLength(3);
  });

  it('are not asked for a visitor, nor when the session check fails', async () => {
    const { calls } = stubFetch({});
    startDraftsFetch('p2', Promise.resolve({ user: null }));
    startDraftsFetch('p3', Promise.reject(new Error('offline')));
    // Requests that are never made: a short wait for them, once both session answers have settled.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toEqual([]);
  });
});
