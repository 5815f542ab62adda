import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { GroupSummary } from '@codeyard/shared';

import { api } from '../../../lib/api-client';
import { invalidateGroupQueries } from './invalidate-groups';

const groupPath = (groupId: string) => `/groups/${encodeURIComponent(groupId)}`;

type GroupAnswer = { message: string; group: GroupSummary };

/** POST /api/groups (teachers and admins) → 201 `{ message, group }` with its join code. */
export function createGroup(name: string): Promise<GroupAnswer> {
  return api.post<GroupAnswer>('/groups', { name });
}

/** POST /api/groups/join → `{ message, group }`; 404 for a wrong code, 429 after a few. */
export function joinGroup(code: string): Promise<GroupAnswer> {
  return api.post<GroupAnswer>('/groups/join', { code });
}

/** POST /api/groups/:id/join-code → the group with a new code; the old one stops working. */
export function regenerateJoinCode(groupId: string): Promise<GroupAnswer> {
  return api.post<GroupAnswer>(`${groupPath(groupId)}/join-code`);
}

export function deleteGroup(groupId: string): Promise<{ message: string }> {
  return api.delete<{ message: string }>(groupPath(groupId));
}

export function leaveGroup(groupId: string): Promise<{ message: string }> {
  return api.post<{ message: string }>(`${groupPath(groupId)}/leave`);
}

export function addMember(groupId: string, handle: string): Promise<{ message: string }> {
  return api.post<{ message: string }>(`${groupPath(groupId)}/members`, { handle });
}

export function removeMember(groupId: string, handle: string): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`${groupPath(groupId)}/members/${encodeURIComponent(handle)}`);
}

/** A mutation of groups that refreshes every view of them once it succeeds. */
function useGroupMutation<Variables, Answer>(mutationFn: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateGroupQueries(queryClient) });
}

export const useCreateGroup = () => useGroupMutation(createGroup);
export const useJoinGroup = () => useGroupMutation(joinGroup);
export const useRegenerateJoinCode = () => useGroupMutation(regenerateJoinCode);
export const useDeleteGroup = () => useGroupMutation(deleteGroup);
export const useLeaveGroup = () => useGroupMutation(leaveGroup);
export const useAddMember = () =>
  useGroupMutation(({ groupId, handle }: { groupId: string; handle: string }) => addMember(groupId, handle));
export const useRemoveMember = () =>
  useGroupMutation(({ groupId, handle }: { groupId: string; handle: string }) => removeMember(groupId, handle));
