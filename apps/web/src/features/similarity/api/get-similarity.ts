import { queryOptions, useQuery } from '@tanstack/react-query';

import type { SimilarityReport } from '@codeyard/shared';

import { api } from '../../../lib/api-client';
import { userScopedMeta } from '../../../lib/query-meta';

/** GET /api/problem/contest/:id/similarity: admins, after the end (409 before). */
export function getSimilarity(contestId: string): Promise<SimilarityReport> {
  return api.get<SimilarityReport>(`/problem/contest/${encodeURIComponent(contestId)}/similarity`);
}

export const getSimilarityQueryOptions = (contestId: string) =>
  queryOptions({
    queryKey: ['contests', 'similarity', contestId],
    queryFn: () => getSimilarity(contestId),
    meta: userScopedMeta,
    // An ended contest's report changes only with a rejudge; the server caches it as well.
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useSimilarity(contestId: string) {
  return useQuery(getSimilarityQueryOptions(contestId));
}
