import { queryOptions, useQuery } from '@tanstack/react-query';

import type { GroupDetail } from '@codeyard/shared';

import { api } from '../../../lib/api-client';
import { userScopedMeta } from '../../../lib/query-meta';
import { withClockOffset } from '../../../lib/server-clock';
import { groupsQueryKey } from './invalidate-groups';

/** GET /api/groups/:id with the skew (ms) of the server's clock, which the due countdowns follow. */
export function getGroup(groupId: string): Promise<GroupDetail & { clockOffsetMs: number }> {
  return withClockOffset(() =>
    api.get<{ group: GroupDetail }>(`/groups/${encodeURIComponent(groupId)}`).then(({ group }) => group),
  );
}

export const getGroupQueryOptions = (groupId: string) =>
  queryOptions({
    queryKey: [...groupsQueryKey, 'detail', groupId],
    queryFn: () => getGroup(groupId),
    meta: userScopedMeta,
  });

export function useGroup(groupId: string) {
  return useQuery(getGroupQueryOptions(groupId));
}
