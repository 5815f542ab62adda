import { queryOptions, useQuery } from '@tanstack/react-query';

import type { CodeDraft, SolverLanguage } from '@codeyard/shared';

import { api } from '../../../lib/api-client';
import { earlyRequest } from '../../../lib/early-request';
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

const earlyDrafts = earlyRequest<CodeDraft[]>();
/** Drafts belong to a user: an answer fetched for one is never handed to another. */
const draftsKey = (problemId: string, userId: string) => `${userId}:${problemId}`;

/**
 * Starts fetching the signed-in user's drafts of the problem a page was opened on as soon as the
 * start-up session check answers, so the editor (which opens once the server's drafts are known)
 * need not wait for the problem to arrive and render first. A visitor has none to fetch.
 */
export function startDraftsFetch(problemId: string, session: Promise<{ user: { _id: string } | null }>): void {
  session
    .then((answer) => {
      if (answer.user) void earlyDrafts.start(draftsKey(problemId, answer.user._id), () => getDrafts(problemId));
    })
    // The app reports a failed session check itself.
    .catch(() => undefined);
}

export const getDraftsQueryOptions = (problemId: string, userId: string | null) =>
  queryOptions({
    queryKey: ['drafts', problemId, userId],
    queryFn: () =>
      userId ? earlyDrafts.take(draftsKey(problemId, userId), () => getDrafts(problemId)) : getDrafts(problemId),
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
