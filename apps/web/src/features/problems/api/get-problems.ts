import { queryOptions, useQuery } from '@tanstack/react-query';

import type { ProblemListEntry } from '@codeyard/shared';

import { api } from '../../../lib/api-client';
import { userScopedMeta } from '../../../lib/query-meta';

/** GET /api/problem/getAllProblem → every problem's id, title, difficulty, tags and acceptance rate. */
export async function getProblems(): Promise<ProblemListEntry[]> {
  const answer = await api.get<unknown>('/problem/getAllProblem');
  // docs/product.md §7: a non-array answer shows an empty list.
  return Array.isArray(answer) ? (answer as ProblemListEntry[]) : [];
}

/** Who is signed in decides the list (admins see every problem, members their groups' private ones): dropped on logout. */
export const getProblemsQueryOptions = () =>
  queryOptions({ queryKey: ['problems', 'list'], queryFn: getProblems, meta: userScopedMeta });

export function useProblems() {
  return useQuery(getProblemsQueryOptions());
}
