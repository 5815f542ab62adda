import { queryOptions, useQuery } from '@tanstack/react-query';

import type { DashboardStats } from '@codeyard/shared';

import { api } from '../../../lib/api-client';
import { userScopedMeta } from '../../../lib/query-meta';

/** GET /api/user/dashboard → the signed-in user's dashboard fields and statistics. */
export function getDashboard(): Promise<DashboardStats> {
  return api.get<DashboardStats>('/user/dashboard');
}

export const getDashboardQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard'], queryFn: getDashboard, meta: userScopedMeta });

export function useDashboard() {
  return useQuery(getDashboardQueryOptions());
}
