import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { VirtualRun } from '@codeyard/shared';

import { api } from '../../../lib/api-client';
import { invalidateContestQueries } from './invalidate-contests';

/** POST /api/problem/contest/:id/virtual: the caller's own run of an ended contest (the existing one if started). */
export function startVirtual(contestId: string): Promise<{ message: string; virtual: VirtualRun }> {
  return api.post<{ message: string; virtual: VirtualRun }>(
    `/problem/contest/${encodeURIComponent(contestId)}/virtual`,
  );
}

export function useStartVirtual() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: startVirtual, onSuccess: () => invalidateContestQueries(queryClient) });
}
