import { queryOptions, useQuery } from '@tanstack/react-query';

import type { ProblemListEntry } from '@codeyard/shared';

import { api } from '../../../lib/api-client';

/** The admin screens' list of every problem (GET /api/problem/getAllProblem). */
export async function getAdminProblems(): Promise<ProblemListEntry[]> {
  const answer = await api.get<unknown>('/problem/getAllProblem');
  return Array.isArray(answer) ? (answer as ProblemListEntry[]) : [];
}

export const getAdminProblemsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'problems'], queryFn: getAdminProblems, staleTime: 0 });

export function useAdminProblems() {
  return useQuery(getAdminProblemsQueryOptions());
}
