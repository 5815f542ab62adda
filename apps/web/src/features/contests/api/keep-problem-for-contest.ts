import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ProblemListEntry, ProblemVisibility } from '@codeyard/shared';

import { api } from '../../../lib/api-client';
import { problemChoicesQueryKey } from './get-problem-choices';

export type KeptProblemAnswer = { message: string; problem: { _id: string; visibility: ProblemVisibility } };

/**
 * PATCH /api/problem/visibility/:id (admin) with `visibility: "contest"`: the problem is hidden until
 * one of its contests starts, and practice once one has ended. Only the visibility changes.
 */
export function keepProblemForContest(problemId: string): Promise<KeptProblemAnswer> {
  return api.patch<KeptProblemAnswer>(`/problem/visibility/${encodeURIComponent(problemId)}`, {
    visibility: 'contest',
  });
}

export function useKeepProblemForContest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: keepProblemForContest,
    onSuccess: async (answer) => {
      // The form's warnings read visibility from the list: change it there at once, then ask again.
      queryClient.setQueryData<ProblemListEntry[]>(problemChoicesQueryKey, (problems) =>
        problems?.map((problem) =>
          problem._id === answer.problem._id ? { ...problem, visibility: answer.problem.visibility } : problem,
        ),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['problems'] }),
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
      ]);
    },
  });
}
