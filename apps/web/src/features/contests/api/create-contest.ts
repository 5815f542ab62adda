import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { CreateContestInput } from '@codeyard/shared';

import { api } from '../../../lib/api-client';
import { invalidateContestQueries } from './invalidate-contests';

export type SavedContestAnswer = { message: string; contest: { _id: string } };

/** POST /api/problem/createcontest (admin) → 201 `{ message, contest }`. */
export function createContest(input: CreateContestInput): Promise<SavedContestAnswer> {
  return api.post<SavedContestAnswer>('/problem/createcontest', input);
}

export function useCreateContest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createContest, onSuccess: () => invalidateContestQueries(queryClient) });
}
