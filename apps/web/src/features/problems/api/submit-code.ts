import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { JudgingProgress, SolverLanguage, SubmissionStatus, Submission } from '@codeyard/shared';

import { api } from '../../../lib/api-client';
import { getSocket } from '../../../lib/socket';
import { getSubmissions } from './get-submissions';

export type SubmitCodeInput = {
  problemId: string;
  code: string;
  language: SolverLanguage;
  /** From the contest problem screen: the server decides by its clock whether it counts for the contest. */
  contestId?: string;
};

/** POST /api/submissions/submit/:id judges against the hidden tests and answers the stored submission. */
export function submitCode({ problemId, code, language, contestId }: SubmitCodeInput): Promise<Submission> {
  return api.post<Submission>(`/submissions/submit/${encodeURIComponent(problemId)}`, {
    code,
    language,
    ...(contestId ? { contestId } : {}),
  });
}

/** How long a submission the server answered `pending` waits for its verdict on the socket (ms); then it shows as pending. */
export const VERDICT_WAIT_LIMIT_MS = 120_000;

/**
 * Submits and answers the judged submission. The verdict reaches the page by two channels only:
 * the submit's answer (the server answers once judging has finished) and, should it answer
 * `pending`, the socket's final `submission-progress`, after which the submissions list is read
 * once for the stored submission. The list is never polled.
 */
export async function submitAndWaitForVerdict(input: SubmitCodeInput): Promise<Submission> {
  // Listening before the submit is sent: the final progress may arrive before the answer does.
  const verdict = finalVerdict();
  try {
    const submission = await submitCode(input);
    if (submission.status !== 'pending') return submission;
    const status = await verdict.of(submission._id);
    if (status === null) return submission;
    const stored = (await getSubmissions(input.problemId)).find((candidate) => candidate._id === submission._id);
    return { ...submission, ...stored, status };
  } finally {
    verdict.stop();
  }
}

/** Collects the final status of this user's submissions from the socket until stopped. */
function finalVerdict() {
  const socket = getSocket();
  const finished = new Map<string, SubmissionStatus>();
  let waiting: { submissionId: string; resolve: (status: SubmissionStatus | null) => void } | null = null;
  const onProgress = (progress: JudgingProgress) => {
    if (progress.phase !== 'done') return;
    finished.set(progress.submissionId, progress.status);
    if (waiting?.submissionId === progress.submissionId) waiting.resolve(progress.status);
  };
  socket.on('submission-progress', onProgress);
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    /** The submission's final status, or null when none arrived within VERDICT_WAIT_LIMIT_MS. */
    of: (submissionId: string) =>
      new Promise<SubmissionStatus | null>((resolve) => {
        const known = finished.get(submissionId);
        if (known) return resolve(known);
        waiting = { submissionId, resolve };
        timer = setTimeout(() => resolve(null), VERDICT_WAIT_LIMIT_MS);
      }),
    stop: () => {
      clearTimeout(timer);
      socket.off('submission-progress', onProgress);
    },
  };
}

export function useSubmitCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAndWaitForVerdict,
    // A verdict changes the submissions list, the solved list and (when accepted) the problem itself: read again once.
    // A contest's verdict also changes the viewer's marks on its letters and badge (the contest's detail).
    onSettled: (_data, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['problems'], refetchType: 'active' }),
        input.contestId &&
          queryClient.invalidateQueries({ queryKey: ['contests', 'detail', input.contestId], refetchType: 'active' }),
      ]),
  });
}
