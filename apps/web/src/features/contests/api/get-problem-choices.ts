import { queryOptions, useQuery } from '@tanstack/react-query';

import type { ProblemListEntry } from '@codeyard/shared';

import { api } from '../../../lib/api-client';
import { userScopedMeta } from '../../../lib/query-meta';

/**
 * GET /api/problem/getAllProblem: the problems an admin can put in a contest. An admin's list
 * carries each problem's `visibility`, which the contest form warns about when it is public.
 */
export async function getProblemChoices(): Promise<ProblemListEntry[]> {
  const answer = await api.get<unknown>('/problem/getAllProblem');
  return Array.isArray(answer) ? (answer as ProblemListEntry[]) : [];
}

/** The same key as the problem list's query: one cache entry for the same answer. */
export const problemChoicesQueryKey = ['problems', 'list'] as const;

export const getProblemChoicesQueryOptions = () =>
  queryOptions({ queryKey: problemChoicesQueryKey, queryFn: getProblemChoices, meta: userScopedMeta });

export function useProblemChoices() {
  // Asked again on coming back to the tab: "New problem for this contest" opens the problem form in another one.
  return useQuery({ ...getProblemChoicesQueryOptions(), refetchOnWindowFocus: 'always' });
}
