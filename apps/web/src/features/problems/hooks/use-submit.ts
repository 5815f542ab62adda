import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import type { SolverLanguage } from '@codeyard/shared';

import { ApiError } from '../../../lib/api-client';
import { getSubmissions } from '../api/get-submissions';
import { useSubmitCode } from '../api/submit-code';
import type { SubmitState } from '../components/run-panels';
import { requestFailure } from '../utils/request-failure';
import { useJudgingProgress } from './use-judging-progress';

/**
 * Whether a failed submit may still have been stored and judged: the connection broke or the
 * server failed mid-way (a web server restarting behind the load balancer), rather than the
 * server refusing it (4xx). Another server then finishes it and its verdict arrives by socket.
 */
function mayStillBeJudged(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

/** The Result console: the last submit's verdict, and the judge's progress while it runs. */
export function useSubmit(problemId: string, contestId: string | undefined) {
  const [state, setState] = useState<SubmitState>({ phase: 'idle' });
  const submitCode = useSubmitCode();
  const queryClient = useQueryClient();
  const awaitingVerdict = state.phase === 'failed' && state.awaitingVerdict === true;
  const progress = useJudgingProgress(state.phase === 'submitting' || awaitingVerdict, problemId);

  // A verdict for a submit whose answer was lost: show it as if the answer had come.
  useEffect(() => {
    if (!awaitingVerdict || progress?.phase !== 'done') return;
    let current = true;
    void getSubmissions(problemId).then((submissions) => {
      const submission = submissions.find((candidate) => candidate._id === progress.submissionId);
      if (!current || !submission) return;
      setState({ phase: 'done', submission });
      void queryClient.invalidateQueries({ queryKey: ['problems'], refetchType: 'active' });
    });
    return () => {
      current = false;
    };
  }, [awaitingVerdict, progress, problemId, queryClient]);

  const start = async (code: string, language: SolverLanguage) => {
    setState({ phase: 'submitting' });
    try {
      const submission = await submitCode.mutateAsync({
        problemId,
        code,
        language,
        ...(contestId ? { contestId } : {}),
      });
      setState({ phase: 'done', submission });
    } catch (error) {
      setState({ phase: 'failed', ...requestFailure(error), awaitingVerdict: mayStillBeJudged(error) });
    }
  };

  return { state, progress: state.phase === 'submitting' ? progress : null, start };
}

export type Submit = ReturnType<typeof useSubmit>;
