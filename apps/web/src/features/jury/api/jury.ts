import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { JurySubmissionDetail } from '@codeyard/shared';

import { api } from '../../../lib/api-client';
import { userScopedMeta } from '../../../lib/query-meta';
import { invalidateContestQueries, standingsKey } from '../../contests';

/** POST /api/problem/contest/:id/finalize (admins): a manual contest's board opens to everyone. */
export function useFinalizeContest(contestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ message: string }>(`/problem/contest/${encodeURIComponent(contestId)}/finalize`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: standingsKey(contestId) });
      void invalidateContestQueries(queryClient);
    },
  });
}

/** POST /api/problem/contest/:id/rejudge (admins): `problemId` for one problem, nothing for the whole contest. */
export function useRejudgeContest(contestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { problemId?: string; submissionIds?: string[] }) =>
      api.post<{ rejudged: string[]; skipped: string[] }>(
        `/problem/contest/${encodeURIComponent(contestId)}/rejudge`,
        body,
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: jurySubmissionsKey(contestId) });
      void queryClient.invalidateQueries({ queryKey: standingsKey(contestId) });
    },
  });
}

/** A contest submission as the jury lists it (GET /api/problem/contest/:id/submissions). */
export type JurySubmission = {
  _id: string;
  problemId: string;
  userId: string;
  name: string;
  language: string;
  status: string;
  verdict?: string | null;
  previousVerdict?: string | null;
  rejudgedAt?: string;
  createdAt: string;
};

export const jurySubmissionsKey = (contestId: string) => ['contests', 'jury-submissions', contestId] as const;

export function useJurySubmissions(contestId: string, enabled: boolean) {
  return useQuery({
    queryKey: jurySubmissionsKey(contestId),
    queryFn: () => api.get<JurySubmission[]>(`/problem/contest/${encodeURIComponent(contestId)}/submissions`),
    meta: userScopedMeta,
    enabled,
    // While a rejudge runs its verdicts arrive one by one: read again until none is pending.
    refetchInterval: (query) =>
      query.state.data?.some((submission) => submission.status === 'pending') ? 1000 : false,
  });
}

/** POST /api/submissions/rejudge/:id (admins): one submission back to the judge. */
export function useRejudgeSubmission(contestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submissionId: string) =>
      api.post<{ rejudged: string[] }>(`/submissions/rejudge/${encodeURIComponent(submissionId)}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: jurySubmissionsKey(contestId) });
      void queryClient.invalidateQueries({ queryKey: standingsKey(contestId) });
    },
  });
}

/** GET /api/problem/contest/:id/submissions/:submissionId (admins): one submission with its source and each test's result. */
export function useJurySubmission(contestId: string, submissionId: string) {
  return useQuery({
    queryKey: [...jurySubmissionsKey(contestId), submissionId],
    queryFn: () =>
      api.get<JurySubmissionDetail>(
        `/problem/contest/${encodeURIComponent(contestId)}/submissions/${encodeURIComponent(submissionId)}`,
      ),
    meta: userScopedMeta,
    // A rejudge in progress: read again until its verdict is in.
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 1000 : false),
  });
}
