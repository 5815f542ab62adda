import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { invalidateContestQueries } from './invalidate-contests';

/** DELETE /api/problem/contest/:id (admin); its submissions stay as practice. */
export function deleteContest(contestId: string): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/problem/contest/${encodeURIComponent(contestId)}`);
}

export function useDeleteContest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteContest, onSuccess: () => invalidateContestQueries(queryClient) });
}
