import { queryOptions, useQuery } from '@tanstack/react-query';

import type { ContestSummary } from '@codeyard/shared';

import { api } from '../../../lib/api-client';
import { userScopedMeta } from '../../../lib/query-meta';

/** GET /api/problem/getallcontests → every contest's card (running, upcoming, ended). */
export async function getContests(): Promise<ContestSummary[]> {
  const answer = await api.get<unknown>('/problem/getallcontests');
  return Array.isArray(answer) ? (answer as ContestSummary[]) : [];
}

export const getContestsQueryOptions = () =>
  queryOptions({ queryKey: ['contests', 'list'], queryFn: getContests, meta: userScopedMeta });

export function useContests() {
  return useQuery(getContestsQueryOptions());
}
