import { queryOptions, useQuery } from '@tanstack/react-query';

import type { ProblemListEntry } from '@codeyard/shared';

import { api } from '../../../lib/api-client';
import { userScopedMeta } from '../../../lib/query-meta';

/**
 * GET /api/problem/getAllProblem: the problems a teacher can assign are the ones they see (the
 * practice set and their groups' private problems). The problem list's own key and answer, so
 * the two share one cache entry.
 */
export async function getProblemChoices(): Promise<ProblemListEntry[]> {
  const answer = await api.get<unknown>('/problem/getAllProblem');
  return Array.isArray(answer) ? (answer as ProblemListEntry[]) : [];
}

export function useProblemChoices() {
  return useQuery(queryOptions({ queryKey: ['problems', 'list'], queryFn: getProblemChoices, meta: userScopedMeta }));
}
