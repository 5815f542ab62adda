import { queryOptions, useQuery } from '@tanstack/react-query';

import { solutionsFromWire, type SolutionSummary, type Solutions, type SolutionsView } from '@codeyard/shared';

import { ApiError, api } from '../../../lib/api-client';

export type SolutionDetail = SolutionSummary & { code: string };

/** GET /api/problem/solutions/:id; null when locked (403: not solved yet). */
export async function getSolutions(problemId: string): Promise<Solutions | null> {
  try {
    return solutionsFromWire(await api.get<SolutionsView>(`/problem/solutions/${encodeURIComponent(problemId)}`));
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return null;
    throw error;
  }
}

export const getSolutionsQueryOptions = (problemId: string) =>
  queryOptions({ queryKey: ['solutions', problemId], queryFn: () => getSolutions(problemId) });

export function useSolutions(problemId: string, enabled: boolean) {
  return useQuery({ ...getSolutionsQueryOptions(problemId), enabled });
}

/** GET /api/problem/solutions/:id/:submissionId: one accepted submission with its code. */
export function useSolution(problemId: string, submissionId: string | null) {
  return useQuery({
    queryKey: ['solutions', problemId, submissionId],
    queryFn: () =>
      api.get<SolutionDetail>(
        `/problem/solutions/${encodeURIComponent(problemId)}/${encodeURIComponent(submissionId ?? '')}`,
      ),
    enabled: submissionId !== null,
  });
}
