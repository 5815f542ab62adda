import { clicsJudgementTypeOf, type ClicsJudgementTypeId } from '@codeyard/shared';
import type { ClicsReading } from './clics-reading.js';
import type { SubmissionRow } from './clics-rows.js';
import { clicsTime } from './clics-time.js';
import type { ClicsObject, Timed } from './clics-types.js';

/** A submission whose result this reader may see, with what its judgement and runs are made of. */
export type JudgedSubmission = {
  row: SubmissionRow;
  receivedMs: number;
  /** When the judge finished, never before the submission arrived. */
  judgedMs: number;
  type: ClicsJudgementTypeId;
  /** The longest run time, in seconds, to the millisecond. */
  runtime: number;
};

/**
 * The judged submissions to shown problems whose results this reader may see: not those received
 * in the freeze until the contest is final, but for the jury.
 */
export function judgedSubmissions(
  reading: ClicsReading,
  submissionRows: readonly SubmissionRow[],
  shownProblemIds: ReadonlySet<string>,
): JudgedSubmission[] {
  const { timeline, nowMs } = reading;
  const reader = reading.admin ? 'jury' : 'other';
  return submissionRows.flatMap((row) => {
    if (!shownProblemIds.has(row.problem_id)) return [];
    const receivedMs = Date.parse(row.created_at);
    if (row.status === 'pending' || row.judged_at === null || !timeline.resultVisible(reader, receivedMs, nowMs))
      return [];
    // A judge whose clock runs behind the receiving server's must not finish before the submission arrived.
    const judgedMs = Math.max(Date.parse(row.judged_at), receivedMs);
    const type = clicsJudgementTypeOf(row.status, row.verdict);
    const runtime = Math.round(Math.max(0, row.runtime) * 1000) / 1000;
    return [{ row, receivedMs, judgedMs, type, runtime }];
  });
}

/** The judgements collection: one per judged submission (id = the submission's). */
export function clicsJudgements(reading: ClicsReading, judged: readonly JudgedSubmission[]): Timed<ClicsObject>[] {
  const { admin, timeline, thawMs, contestTime } = reading;
  return judged.map(({ row, receivedMs, judgedMs, type, runtime }) => ({
    // A result hidden by the freeze reaches visitors when the contest ends: that is when it happened for them.
    atMs: !admin && timeline.isReceivedInFreeze(receivedMs) ? Math.max(judgedMs, thawMs) : judgedMs,
    object: {
      id: row.id,
      submission_id: row.id,
      judgement_type_id: type,
      start_time: clicsTime(receivedMs),
      start_contest_time: contestTime(receivedMs),
      end_time: clicsTime(judgedMs),
      end_contest_time: contestTime(judgedMs),
      max_run_time: runtime,
    },
  }));
}
