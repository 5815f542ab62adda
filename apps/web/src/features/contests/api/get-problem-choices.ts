import { queryOptions, useQuery } from '@tanstack/react-query';

import type { ProblemSummary } from '@codeyard/shared';

import { api } from '../../../lib/api-client';

/** GET /api/problem/getAllProblem: the problems an admin can put in a contest. */
export async function getProblemChoices(): Promise<ProblemSummary[]> {
  const answer = await api.get<unknown>('/problem/getAllProblem');
  return Array.isArray(answer) ? (answer as ProblemSummary[]) : [];
}

// The same key as the problem list's query: one cache entry for the same answer.
export const getProblemChoicesQueryOptions = () =>
  queryOptions({ queryKey: ['problems', 'list'], queryFn: getProblemChoices });

export function useProblemChoices() {
  return useQuery(getProblemChoicesQueryOptions());
}
