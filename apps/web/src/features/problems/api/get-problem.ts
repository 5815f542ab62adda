import { queryOptions, useQuery } from '@tanstack/react-query';

import type { ProblemDetail } from '@codeyard/shared';

import { api } from '../../../lib/api-client';
import { userScopedMeta } from '../../../lib/query-meta';

/** GET /api/problem/problembyid/:id — `solvedByUser` and `referenceCode` depend on the caller. */
export function getProblem(problemId: string): Promise<ProblemDetail> {
  return api.get<ProblemDetail>(`/problem/problembyid/${encodeURIComponent(problemId)}`);
}

let early: { problemId: string; answer: Promise<ProblemDetail> } | null = null;

/**
 * Starts fetching the problem a page was opened on, before the page's code has loaded and the
 * session is known. The answer is for whoever the cookie belongs to, as the page's own fetch would be.
 */
export function startProblemFetch(problemId: string): void {
  if (early?.problemId === problemId) return;
  early = { problemId, answer: getProblem(problemId) };
  // Handled when the page takes it; this keeps a failure before then from being reported as unhandled.
  early.answer.catch(() => undefined);
}

/** The early fetch for this problem if there is one (once), otherwise a new one. */
function takeProblemFetch(problemId: string): Promise<ProblemDetail> {
  if (early?.problemId !== problemId) return getProblem(problemId);
  const { answer } = early;
  early = null;
  return answer;
}

export const getProblemQueryOptions = (problemId: string, viewerId: string | null) =>
  queryOptions({
    queryKey: ['problems', 'detail', problemId, viewerId],
    queryFn: () => takeProblemFetch(problemId),
    meta: userScopedMeta,
  });

export function useProblem(problemId: string, viewerId: string | null) {
  return useQuery(getProblemQueryOptions(problemId, viewerId));
}
