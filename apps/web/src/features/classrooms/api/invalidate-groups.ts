import type { QueryClient } from '@tanstack/react-query';

/** Every classroom answer (lists, a group, progress, a student's assignments) starts with this key. */
export const groupsQueryKey = ['groups'] as const;

/** A group changed (members, assignments, code, private problems): every view of groups asks again. */
export function invalidateGroupQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: groupsQueryKey });
}
