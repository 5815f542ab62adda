import { queryOptions, useQuery } from '@tanstack/react-query';

import { problemPageFromWire, type ProblemDetail, type ProblemPage } from '@codeyard/shared';

import { api } from '../../../lib/api-client';
import { earlyRequest } from '../../../lib/early-request';
import { userScopedMeta } from '../../../lib/query-meta';

/** GET /api/problem/problembyid/:id — `solvedByUser` and `referenceCode` depend on the caller. */
export function getProblem(problemId: string): Promise<ProblemPage> {
  return api.get<ProblemDetail>(`/problem/problembyid/${encodeURIComponent(problemId)}`).then(problemPageFromWire);
}

const earlyProblem = earlyRequest<ProblemPage>();

/**
 * Starts fetching the problem a page was opened on, before the page's code has loaded and the
 * session is known. The answer is for whoever the cookie belongs to, as the page's own fetch would be.
 */
export function startProblemFetch(problemId: string): void {
  void earlyProblem.start(problemId, () => getProblem(problemId));
}

export const getProblemQueryOptions = (problemId: string, viewerId: string | null) =>
  queryOptions({
    queryKey: ['problems', 'detail', problemId, viewerId],
    queryFn: () => earlyProblem.take(problemId, () => getProblem(problemId)),
    meta: userScopedMeta,
  });

export function useProblem(problemId: string, viewerId: string | null) {
  return useQuery(getProblemQueryOptions(problemId, viewerId));
}
