import { queryOptions, useQuery } from '@tanstack/react-query';

import type { MemberAssignments } from '@codeyard/shared';

import { api } from '../../../lib/api-client';
import { userScopedMeta } from '../../../lib/query-meta';
import { withClockOffset } from '../../../lib/server-clock';
import { groupsQueryKey } from './invalidate-groups';

/** GET /api/groups/assignments → the caller's assignments in every group they are in, with their marks. */
export function getMyAssignments(): Promise<MemberAssignments & { clockOffsetMs: number }> {
  return withClockOffset(() => api.get<MemberAssignments>('/groups/assignments'));
}

export const getMyAssignmentsQueryOptions = () =>
  queryOptions({ queryKey: [...groupsQueryKey, 'mine'], queryFn: getMyAssignments, meta: userScopedMeta });

export function useMyAssignments() {
  return useQuery(getMyAssignmentsQueryOptions());
}
