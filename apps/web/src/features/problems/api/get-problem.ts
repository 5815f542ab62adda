import { queryOptions, useQuery } from '@tanstack/react-query';

import type { ProblemDetail } from '@codeyard/shared';

import { api } from '../../../lib/api-client';
import { userScopedMeta } from '../../../lib/query-meta';

/** GET /api/problem/problembyid/:id — `solvedByUser` and `referenceCode` depend on the caller. */
export function getProblem(problemId: string): Promise<ProblemDetail> {
  return api.get<ProblemDetail>(`/problem/problembyid/${encodeURIComponent(problemId)}`);
}

export const getProblemQueryOptions = (problemId: string, viewerId: string | null) =>
  queryOptions({
    queryKey: ['problems', 'detail', problemId, viewerId],
    queryFn: () => getProblem(problemId),
    meta: userScopedMeta,
  });

export function useProblem(problemId: string, viewerId: string | null) {
  return useQuery(getProblemQueryOptions(problemId, viewerId));
}
