import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { SolverLanguage, SubmissionView } from '@codeyard/shared';

import { api } from '../../../lib/api-client';
import { getSubmissions } from './get-submissions';

export type SubmitCodeInput = {
  problemId: string;
  code: string;
  language: SolverLanguage;
  /** From the contest problem screen: the server decides by its clock whether it counts for the contest. */
  contestId?: string;
};

/** POST /api/submissions/submit/:id judges against the hidden tests and answers the stored submission. */
export function submitCode({ problemId, code, language, contestId }: SubmitCodeInput): Promise<SubmissionView> {
  return api.post<SubmissionView>(`/submissions/submit/${encodeURIComponent(problemId)}`, { code, language, ...(contestId ? { contestId } : {}) });
}

const POLL_INTERVAL_MS = 1_000;
const POLL_LIMIT_MS = 120_000;

/**
 * Submits and, should the server answer before judging has finished (status `pending`), waits
 * for the final verdict by reading the submissions list. The judge never leaves a submission
 * pending for good (docs/api.md), so this ends.
 */
export async function submitAndWaitForVerdict(input: SubmitCodeInput): Promise<SubmissionView> {
  const submission = await submitCode(input);
  if (submission.status !== 'pending') return submission;

  const deadline = Date.now() + POLL_LIMIT_MS;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
    const stored = (await getSubmissions(input.problemId)).find((candidate) => candidate._id === submission._id);
    if (stored && stored.status !== 'pending') return { ...submission, ...stored };
  }
  return submission;
}

export function useSubmitCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAndWaitForVerdict,
    // A verdict changes the submissions list, the solved list and (when accepted) the problem itself.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['problems'], refetchType: 'active' }),
  });
}
