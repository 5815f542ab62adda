import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { invalidateContestQueries } from './invalidate-contests';

/** POST /api/problem/contest/:id/register: take part before the start (submitting registers too); 400 after the end. */
export function registerForContest(contestId: string): Promise<{ registered: boolean }> {
  return api.post<{ registered: boolean }>(`/problem/contest/${encodeURIComponent(contestId)}/register`);
}

export function useRegisterForContest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: registerForContest, onSuccess: () => invalidateContestQueries(queryClient) });
}
