import { afterEach, describe, expect, it, vi } from 'vitest';

import { getProblem, getProblemQueryOptions, startProblemFetch } from './get-problem';

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

describe('getProblem', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads the API's spelling into the page's: examples, and code under the spec form's labels", async () => {
    const wire = {
      _id: 'p1',
      title: 'Sum',
      visibletestcases: [{ input: '1 2', output: '3', explanation: 'add' }],
      startCode: [
        { language: 'C++', initialcode: '// c++' },
        { language: 'JavaScript', initialcode: '// js' },
      ],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(wire), { status: 200, headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    const problem = await getProblem('p1');
    expect(problem.visibleTests).toEqual(wire.visibletestcases);
    expect(problem.startCode).toEqual([
      { language: 'cpp', code: '// c++' },
      { language: 'javascript', code: '// js' },
    ]);
    expect(problem).not.toHaveProperty('visibletestcases');
  });
});
