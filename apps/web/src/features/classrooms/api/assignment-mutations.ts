import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { AssignmentInput, AssignmentView } from '@codeyard/shared';

import { api } from '../../../lib/api-client';
import { invalidateGroupQueries } from './invalidate-groups';

const assignmentsPath = (groupId: string) => `/groups/${encodeURIComponent(groupId)}/assignments`;

/** POST /api/groups/:id/assignments → 201 `{ message, assignment }`; 400 names the problem refused. */
export function createAssignment(groupId: string, input: AssignmentInput) {
  return api.post<{ message: string; assignment: AssignmentView }>(assignmentsPath(groupId), input);
}

export function deleteAssignment(groupId: string, assignmentId: string) {
  return api.delete<{ message: string }>(`${assignmentsPath(groupId)}/${encodeURIComponent(assignmentId)}`);
}

/** PUT /api/groups/:id/problems/:problemId: the problem becomes private to the group. */
export function makeProblemPrivate(groupId: string, problemId: string) {
  return api.put<{ message: string }>(
    `/groups/${encodeURIComponent(groupId)}/problems/${encodeURIComponent(problemId)}`,
  );
}

/** DELETE /api/groups/:id/problems/:problemId: the group comes off the problem's list (it stays private). */
export function removePrivateProblem(groupId: string, problemId: string) {
  return api.delete<{ message: string }>(
    `/groups/${encodeURIComponent(groupId)}/problems/${encodeURIComponent(problemId)}`,
  );
}

type GroupAndInput = { groupId: string; input: AssignmentInput };
type GroupAndId = { groupId: string; id: string };

export function useCreateAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, input }: GroupAndInput) => createAssignment(groupId, input),
    onSuccess: () => invalidateGroupQueries(queryClient),
  });
}

export function useDeleteAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, id }: GroupAndId) => deleteAssignment(groupId, id),
    onSuccess: () => invalidateGroupQueries(queryClient),
  });
}

/** Private problems change the problem list too. */
export function usePrivateProblem(action: 'add' | 'remove') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, id }: GroupAndId) =>
      action === 'add' ? makeProblemPrivate(groupId, id) : removePrivateProblem(groupId, id),
    onSuccess: () =>
      Promise.all([invalidateGroupQueries(queryClient), queryClient.invalidateQueries({ queryKey: ['problems'] })]),
  });
}
