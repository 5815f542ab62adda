import { queryOptions, useQuery } from '@tanstack/react-query';

import { dashboardFromWire, type DashboardStats, type DashboardView } from '@codeyard/shared';

import { api } from '../../../lib/api-client';
import { userScopedMeta } from '../../../lib/query-meta';

/** GET /api/user/dashboard → the signed-in user's dashboard fields and statistics. */
export function getDashboard(): Promise<DashboardStats> {
  return api.get<DashboardView>('/user/dashboard').then(dashboardFromWire);
}

export const getDashboardQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard'], queryFn: getDashboard, meta: userScopedMeta });

export function useDashboard() {
  return useQuery(getDashboardQueryOptions());
}
