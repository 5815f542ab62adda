import { STATUS_ID_ACCEPTED, type JudgingProgress, type RunResult } from '@codeyard/shared';

/** SPEC §4: a run is Accepted when every test result has status_id 3, otherwise Wrong Answer. */
export function runOutcome(result: Pick<RunResult, 'testResults'>): 'Accepted' | 'Wrong Answer' {
  const tests = Array.isArray(result.testResults) ? result.testResults : [];
  const allPassed = tests.length > 0 && tests.every((test) => test.status_id === STATUS_ID_ACCEPTED);
  return allPassed ? 'Accepted' : 'Wrong Answer';
}

/** SPEC §4: a submission is Accepted when its status is accepted, otherwise the status in upper case. */
export function submitOutcome(status: string | null | undefined): string {
  if (status === 'accepted') return 'Accepted';
  return (status ?? 'unknown').toUpperCase();
}

export type StatusTone = 'pending' | 'accepted' | 'wrong' | 'error' | 'unknown';

/** SPEC §4: pending, accepted, wrong and error each have their own look; anything else is unknown. */
export function submissionStatusTone(status: string | null | undefined): StatusTone {
  switch (status) {
    case 'pending':
    case 'accepted':
    case 'wrong':
    case 'error':
      return status;
    default:
      return 'unknown';
  }
}

export const statusLabels: Record<StatusTone, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  wrong: 'Wrong Answer',
  error: 'Error',
  unknown: 'Unknown',
};

/** The live judging line shown while a submission is judged. */
export function describeProgress(progress: JudgingProgress | null): string {
  if (!progress) return 'Submitting…';
  switch (progress.phase) {
    case 'queued':
      return 'Queued…';
    case 'compiling':
      return 'Compiling…';
    case 'running':
      return `Running test ${progress.test} of ${progress.total}`;
    case 'done':
      return 'Finishing…';
  }
}
