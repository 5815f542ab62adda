import { queryOptions, useQuery } from '@tanstack/react-query';

import type { ProblemSummary } from '@codeyard/shared';

import { api } from '../../../lib/api-client';
import { userScopedMeta } from '../../../lib/query-meta';

/** GET /api/problem/problemSolvedByUser → the problems the signed-in user has solved. */
export async function getSolvedProblems(): Promise<ProblemSummary[]> {
  const answer = await api.get<unknown>('/problem/problemSolvedByUser');
  return Array.isArray(answer) ? (answer as ProblemSummary[]) : [];
}

export const getSolvedProblemsQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: ['problems', 'solved', userId],
    queryFn: getSolvedProblems,
    // docs/product.md §6: solved problems are fetched only when a user is present.
    enabled: userId !== null,
    meta: userScopedMeta,
  });

export function useSolvedProblems(userId: string | null) {
  return useQuery(getSolvedProblemsQueryOptions(userId));
}
