import { useMutation } from '@tanstack/react-query';

import type { RunResult, SolverLanguage } from '@codeyard/shared';

import { api } from '../../../lib/api-client';

export type RunCodeInput = { problemId: string; code: string; language: SolverLanguage; customInput?: string };

/** POST /api/submissions/runcode/:id runs the visible tests (and the custom input, when given). */
export function runCode({ problemId, code, language, customInput }: RunCodeInput): Promise<RunResult> {
  const body = customInput === undefined ? { code, language } : { code, language, customInput };
  return api.post<RunResult>(`/submissions/runcode/${encodeURIComponent(problemId)}`, body);
}

export function useRunCode() {
  return useMutation({ mutationFn: runCode });
}
