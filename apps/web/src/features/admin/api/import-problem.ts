import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { invalidateProblemQueries } from './invalidate-problems';

export type ImportProblemAnswer = { message: string; problem: { _id: string }; created: boolean };

/** POST /api/problem/import: multipart `file`, a zip of a problem package; 422 with a report when it fails verification. */
export function importProblem(file: File): Promise<ImportProblemAnswer> {
  const form = new FormData();
  form.append('file', file);
  return api.post<ImportProblemAnswer>('/problem/import', form);
}

export function useImportProblem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importProblem, onSuccess: () => invalidateProblemQueries(queryClient) });
}
