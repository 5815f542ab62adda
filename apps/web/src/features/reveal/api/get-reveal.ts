import { useQuery } from '@tanstack/react-query';

import type { RevealData } from '@codeyard/shared';

import { api } from '../../../lib/api-client';
import { userScopedMeta } from '../../../lib/query-meta';

/** GET /api/leader/contest/:id/reveal: the frozen and final boards (the jury after the end; everyone once finalised). */
export function getReveal(contestId: string): Promise<RevealData> {
  return api.get<RevealData>(`/leader/contest/${encodeURIComponent(contestId)}/reveal`);
}

export function useReveal(contestId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['contests', 'reveal', contestId],
    queryFn: () => getReveal(contestId),
    meta: userScopedMeta,
    enabled,
    // The reveal plays from one reading: a refetch mid-way would restart it.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
