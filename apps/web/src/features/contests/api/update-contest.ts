import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { UpdateContestInput } from '@codeyard/shared';

import { api } from '../../../lib/api-client';
import { invalidateContestQueries } from './invalidate-contests';
import type { SavedContestAnswer } from './create-contest';

export type UpdateContestVariables = { contestId: string; changes: UpdateContestInput };

/** PATCH /api/problem/contest/:id (admin); the server refuses changes the contest's status forbids. */
export function updateContest({ contestId, changes }: UpdateContestVariables): Promise<SavedContestAnswer> {
  return api.patch<SavedContestAnswer>(`/problem/contest/${encodeURIComponent(contestId)}`, changes);
}

export function useUpdateContest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateContest, onSuccess: () => invalidateContestQueries(queryClient) });
}
