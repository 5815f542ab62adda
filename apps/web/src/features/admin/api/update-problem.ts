import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { UpdateProblemBody } from '@codeyard/shared';

import { api } from '../../../lib/api-client';
import type { SavedProblemAnswer } from './create-problem';
import { invalidateProblemQueries } from './invalidate-problems';

export type UpdateProblemInput = { problemId: string; body: UpdateProblemBody };

/** PATCH /api/problem/update/:id with the full problem; 422 as for create. */
export function updateProblem({ problemId, body }: UpdateProblemInput): Promise<SavedProblemAnswer> {
  return api.patch<SavedProblemAnswer>(`/problem/update/${encodeURIComponent(problemId)}`, body);
}

export function useUpdateProblem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProblem, onSuccess: () => invalidateProblemQueries(queryClient) });
}
