import type { VerificationFailure, VerificationLanguageReport } from '@codeyard/shared';

import { ApiError } from '../../../lib/api-client';

/** The verification report of a 422 answer (a reference solution failed its tests), else null. */
export function verificationFailure(error: unknown): VerificationFailure | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const data = error.data as Partial<VerificationFailure> | null;
  if (!data || !Array.isArray(data.report)) return null;
  return {
    message: typeof data.message === 'string' ? data.message : error.message,
    report: data.report as VerificationLanguageReport[],
  };
}
