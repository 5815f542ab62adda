import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { CreateProblemBody } from '@codeyard/shared';

import { api } from '../../../lib/api-client';
import { invalidateProblemQueries } from './invalidate-problems';

export type SavedProblemAnswer = { message: string; problem: { _id: string } };

/** POST /api/problem/create → 201; 422 `{ message, report }` when a reference solution fails. */
export function createProblem(body: CreateProblemBody): Promise<SavedProblemAnswer> {
  return api.post<SavedProblemAnswer>('/problem/create', body);
}

export function useCreateProblem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createProblem, onSuccess: () => invalidateProblemQueries(queryClient) });
}
