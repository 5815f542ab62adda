import { queryOptions, useQuery } from '@tanstack/react-query';

import type { CodeDraft, SolverLanguage } from '@codeyard/shared';

import { api } from '../../../lib/api-client';
import { userScopedMeta } from '../../../lib/query-meta';

const draftsPath = (problemId: string) => `/drafts/${encodeURIComponent(problemId)}`;

/** GET /api/drafts/:problemId → the signed-in user's drafts for the problem, one per language. */
export function getDrafts(problemId: string): Promise<CodeDraft[]> {
  return api.get<CodeDraft[]>(draftsPath(problemId));
}

export function putDraft(problemId: string, language: SolverLanguage, code: string): Promise<CodeDraft> {
  return api.put<CodeDraft>(`${draftsPath(problemId)}/${language}`, { code });
}

export function deleteDraft(problemId: string, language: SolverLanguage): Promise<void> {
  return api.delete<void>(`${draftsPath(problemId)}/${language}`);
}

export const getDraftsQueryOptions = (problemId: string, userId: string | null) =>
  queryOptions({
    queryKey: ['drafts', problemId, userId],
    queryFn: () => getDrafts(problemId),
    enabled: userId !== null,
    meta: userScopedMeta,
    // Read once when the page opens: afterwards this browser's editor is the newer copy.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export function useServerDrafts(problemId: string, userId: string | null) {
  return useQuery(getDraftsQueryOptions(problemId, userId));
}
