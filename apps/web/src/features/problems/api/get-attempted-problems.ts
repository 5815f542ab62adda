import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { userScopedMeta } from '../../../lib/query-meta';

/** GET /api/problem/attempted → ids of the problems the signed-in user submitted to without solving. */
export async function getAttemptedProblems(): Promise<string[]> {
  const answer = await api.get<{ problemIds?: unknown }>('/problem/attempted');
  return Array.isArray(answer.problemIds) ? answer.problemIds.filter((id) => typeof id === 'string') : [];
}

export const getAttemptedProblemsQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: ['problems', 'attempted', userId],
    queryFn: getAttemptedProblems,
    enabled: userId !== null,
    meta: userScopedMeta,
  });

export function useAttemptedProblems(userId: string | null) {
  return useQuery(getAttemptedProblemsQueryOptions(userId));
}
