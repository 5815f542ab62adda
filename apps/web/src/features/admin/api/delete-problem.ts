import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { invalidateProblemQueries } from './invalidate-problems';

/** DELETE /api/problem/delete/:id. */
export function deleteProblem(problemId: string): Promise<{ message?: string }> {
  return api.delete<{ message?: string }>(`/problem/delete/${encodeURIComponent(problemId)}`);
}

export function useDeleteProblem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProblem, onSuccess: () => invalidateProblemQueries(queryClient) });
}
