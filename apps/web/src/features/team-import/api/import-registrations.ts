import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { RegistrationImportAnswer } from '@codeyard/shared';

import { api } from '../../../lib/api-client';
import type { ImportRequest } from '../utils/import-request';

/**
 * POST /api/admin/import/clics (a JSON body, or multipart `file`: a zip of the CLICS files) or
 * /api/admin/import/tsv. The answer's `credentials` are the only copy of the passwords it set: they
 * stay in this screen's memory, never in storage.
 */
export function importRegistrations(request: ImportRequest): Promise<RegistrationImportAnswer> {
  switch (request.kind) {
    case 'clics':
      return api.post<RegistrationImportAnswer>('/admin/import/clics', request.body);
    case 'tsv':
      return api.post<RegistrationImportAnswer>('/admin/import/tsv', request.body);
    case 'zip': {
      const form = new FormData();
      form.append('file', request.file);
      return api.post<RegistrationImportAnswer>('/admin/import/clics', form);
    }
  }
}

export function useImportRegistrations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importRegistrations,
    // Teams, organisations, categories and accounts may all have changed: every list on screen is stale.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
