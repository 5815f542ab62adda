import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Submission } from '@codeyard/shared';

import { api } from '../../../lib/api-client';
import { userScopedMeta } from '../../../lib/query-meta';

/** GET /api/problem/submittedproblems/:id → the caller's submissions to the problem, newest first. */
export async function getSubmissions(problemId: string): Promise<Submission[]> {
  try {
    const answer = await api.get<unknown>(`/problem/submittedproblems/${encodeURIComponent(problemId)}`);
    return Array.isArray(answer) ? (answer as Submission[]) : [];
  } catch (error) {
    // docs/product.md §8: a failed submission fetch shows an empty list.
    console.error('Could not load submissions', error);
    return [];
  }
}

export const getSubmissionsQueryOptions = (problemId: string, userId: string | null) =>
  queryOptions({
    queryKey: ['problems', 'submissions', problemId, userId],
    queryFn: () => getSubmissions(problemId),
    enabled: userId !== null,
    meta: userScopedMeta,
  });

export function useSubmissions(problemId: string, userId: string | null) {
  return useQuery(getSubmissionsQueryOptions(problemId, userId));
}
