import { queryOptions, useQuery } from '@tanstack/react-query';

import type { GroupSummary } from '@codeyard/shared';

import { api } from '../../../lib/api-client';
import { userScopedMeta } from '../../../lib/query-meta';
import { groupsQueryKey } from './invalidate-groups';

/** `canTeach`: whether the caller may create groups (an admin, or a user an admin marked as teacher). */
export type GroupList = { groups: GroupSummary[]; canTeach: boolean };

/** GET /api/groups → the groups the caller teaches or is in (an admin: every group). */
export function getGroups(): Promise<GroupList> {
  return api.get<GroupList>('/groups');
}

export const getGroupsQueryOptions = () =>
  queryOptions({ queryKey: [...groupsQueryKey, 'list'], queryFn: getGroups, meta: userScopedMeta });

export function useGroups() {
  return useQuery(getGroupsQueryOptions());
}
