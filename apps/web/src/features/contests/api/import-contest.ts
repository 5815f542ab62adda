import { useMutation, useQueryClient } from '@tanstack/react-query';

import { CONTEST_IMPORT_START_FIELD } from '@codeyard/shared';

import { api } from '../../../lib/api-client';
import type { SavedContestAnswer } from './create-contest';
import { invalidateContestQueries } from './invalidate-contests';

export type ImportContestInput = {
  file: File;
  /** ISO time replacing the package's start_time; none: contest.yaml's. */
  startTime: string | null;
};

/**
 * POST /api/problem/contest/import (admin): multipart `file`, a CLICS contest package, and an
 * optional start time → 201 `{ message, contest, warnings }`, as creating a contest answers.
 */
export function importContest({ file, startTime }: ImportContestInput): Promise<SavedContestAnswer> {
  const form = new FormData();
  // The start time goes first, so the server reads it before the file.
  if (startTime) form.append(CONTEST_IMPORT_START_FIELD, startTime);
  form.append('file', file);
  return api.post<SavedContestAnswer>('/problem/contest/import', form);
}

export function useImportContest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importContest,
    // The import creates problems too: every problem list (practice, the contest form's choices) is stale.
    onSuccess: () =>
      Promise.all([invalidateContestQueries(queryClient), queryClient.invalidateQueries({ queryKey: ['problems'] })]),
  });
}
