import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ContestWarning, CreateContestInput } from '@codeyard/shared';

import { api } from '../../../lib/api-client';
import { invalidateContestQueries } from './invalidate-contests';

/** `warnings`: the contest's public problems (missing from servers before issue 30). */
export type SavedContestAnswer = { message: string; contest: { _id: string }; warnings?: ContestWarning[] };

/** POST /api/problem/createcontest (admin) → 201 `{ message, contest, warnings }`. */
export function createContest(input: CreateContestInput): Promise<SavedContestAnswer> {
  return api.post<SavedContestAnswer>('/problem/createcontest', input);
}

export function useCreateContest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createContest, onSuccess: () => invalidateContestQueries(queryClient) });
}
