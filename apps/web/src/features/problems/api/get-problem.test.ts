import { afterEach, describe, expect, it, vi } from 'vitest';

import { getProblemQueryOptions, startProblemFetch } from './get-problem';

const answer = (title: string) =>
  new Response(JSON.stringify({ _id: 'p1', title }), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('the problem a page was opened on', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is fetched once early and handed to the page once; later reads fetch again', async () => {
    const fetchMock = vi.fn(async (_url: RequestInfo | URL) => answer(`call ${fetchMock.mock.calls.length}`));
    vi.stubGlobal('fetch', fetchMock);
    startProblemFetch('p1');
    startProblemFetch('p1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/problem/problembyid/p1');

    const read = (problemId: string) =>
      (getProblemQueryOptions(problemId, 'viewer').queryFn as unknown as () => Promise<{ title: string }>)();
    expect((await read('p1')).title).toBe('call 1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Taken: a refetch (or another viewer's key) asks the server again.
    expect((await read('p1')).title).toBe('call 2');
    // An early fetch of another problem is not handed to this one.
    startProblemFetch('p2');
    expect((await read('p1')).title).toBe('call 4');
  });
});
