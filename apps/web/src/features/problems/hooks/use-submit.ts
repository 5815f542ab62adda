import { useState } from 'react';

import type { SolverLanguage } from '@codeyard/shared';

import { useSubmitCode } from '../api/submit-code';
import type { SubmitState } from '../components/run-panels';
import { requestFailure } from '../utils/request-failure';
import { useJudgingProgress } from './use-judging-progress';

/** The Result console: the last submit's verdict, and the judge's progress while it runs. */
export function useSubmit(problemId: string, contestId: string | undefined) {
  const [state, setState] = useState<SubmitState>({ phase: 'idle' });
  const submitCode = useSubmitCode();
  const progress = useJudgingProgress(state.phase === 'submitting', problemId);

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
      setState({ phase: 'failed', ...requestFailure(error) });
    }
  };

  return { state, progress, start };
}

export type Submit = ReturnType<typeof useSubmit>;
