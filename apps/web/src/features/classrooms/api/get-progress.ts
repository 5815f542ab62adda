import { queryOptions, useQuery } from '@tanstack/react-query';

import type { GroupProgress } from '@codeyard/shared';

import { api } from '../../../lib/api-client';
import { userScopedMeta } from '../../../lib/query-meta';
import { groupsQueryKey } from './invalidate-groups';

/** GET /api/groups/:id/progress (the teacher and admins) → every member on every assigned problem. */
export function getProgress(groupId: string): Promise<GroupProgress> {
  return api.get<GroupProgress>(`/groups/${encodeURIComponent(groupId)}/progress`);
}

export const getProgressQueryOptions = (groupId: string) =>
  queryOptions({
    queryKey: [...groupsQueryKey, 'progress', groupId],
    queryFn: () => getProgress(groupId),
    meta: userScopedMeta,
  });

export function useProgress(groupId: string) {
  return useQuery(getProgressQueryOptions(groupId));
}
