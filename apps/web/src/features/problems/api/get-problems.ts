import { queryOptions, useQuery } from '@tanstack/react-query';

import type { ProblemSummary } from '@codeyard/shared';

import { api } from '../../../lib/api-client';

/** GET /api/problem/getAllProblem → every problem's id, title, difficulty and tags. */
export async function getProblems(): Promise<ProblemSummary[]> {
  const answer = await api.get<unknown>('/problem/getAllProblem');
  // SPEC §7: a non-array answer shows an empty list.
  return Array.isArray(answer) ? (answer as ProblemSummary[]) : [];
}

export const getProblemsQueryOptions = () => queryOptions({ queryKey: ['problems', 'list'], queryFn: getProblems });

export function useProblems() {
  return useQuery(getProblemsQueryOptions());
}
