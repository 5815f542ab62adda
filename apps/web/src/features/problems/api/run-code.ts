import { useMutation } from '@tanstack/react-query';

import {
  runOutcomeFromWire,
  type RunOutcome,
  type RunResult,
  type RunTestCase,
  type SolverLanguage,
} from '@codeyard/shared';

import { api } from '../../../lib/api-client';

export type RunCodeInput = {
  problemId: string;
  code: string;
  language: SolverLanguage;
  customInput?: string;
  testCases?: RunTestCase[];
};

/** POST /api/submissions/runcode/:id runs the given test cases, else the examples (and the custom input, when given). */
export function runCode({ problemId, ...body }: RunCodeInput): Promise<RunOutcome> {
  return api.post<RunResult>(`/submissions/runcode/${encodeURIComponent(problemId)}`, body).then(runOutcomeFromWire);
}

export function useRunCode() {
  return useMutation({ mutationFn: runCode });
}
