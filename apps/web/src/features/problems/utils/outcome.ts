import {
  PARTIALLY_ACCEPTED,
  STATUS_ID_ACCEPTED,
  VERDICTS,
  verdictTone,
  type JudgingProgress,
  type RunOutcome,
  type Submission,
  type VerdictTone,
} from '@codeyard/shared';

/**
 * docs/product.md §4: a run is accepted when every test result has status id 3. Otherwise it failed, and
 * the first failing test's own verdict says how (its time limit, its compilation, …); a wrong
 * answer when the judge gave no name.
 */
export function runOutcome(result: Pick<RunOutcome, 'testResults'>): string {
  const tests = Array.isArray(result.testResults) ? result.testResults : [];
  const firstFailure = tests.find((test) => test.statusId !== STATUS_ID_ACCEPTED);
  if (tests.length > 0 && !firstFailure) return VERDICTS.accepted.name;
  return firstFailure?.status?.trim() || VERDICTS.wrongAnswer.name;
}

/**
 * docs/product.md §4: a submission is accepted when its status is accepted. Otherwise the judge's verdict
 * (the name of the first failing test's) when it has one, else the status in upper case.
 */
export function submitOutcome(submission: Pick<Submission, 'status'> & { verdict?: string | null }): string {
  if (submission.status === 'accepted') return VERDICTS.accepted.name;
  if (submission.status !== 'pending' && submission.verdict?.trim()) return submission.verdict.trim();
  return (submission.status ?? 'unknown').toUpperCase();
}

/** The status column's text: the judge's verdict for a failed or partly scored submission, else the status's own label. */
export function statusLabel(status: string | null | undefined, verdict?: string | null): string {
  const tone = verdictTone(status, verdict);
  if ((tone === 'wrong' || tone === 'error' || tone === 'partial') && verdict?.trim()) return verdict.trim();
  return statusLabels[tone];
}

/** "1 person solving", "3 people solving". */
export function presenceText(count: number): string {
  return count === 1 ? '1 person solving' : `${count} people solving`;
}

export const statusLabels: Record<VerdictTone, string> = {
  pending: 'Pending',
  accepted: VERDICTS.accepted.name,
  partial: PARTIALLY_ACCEPTED,
  wrong: VERDICTS.wrongAnswer.name,
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
