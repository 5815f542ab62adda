import type { ClicsJudgementTypeId } from '@codeyard/shared';
import type { ClicsReading } from './clics-reading.js';
import type { JudgedSubmission } from './clics-judgements.js';
import { clicsTime } from './clics-time.js';
import type { ClicsObject, Timed } from './clics-types.js';

/** A UUID without its dashes leaves room for a suffix within the 36 characters an identifier may have. */
const compact = (id: string) => id.replaceAll('-', '');

export function runId(submissionId: string, ordinal: number): string {
  return `${compact(submissionId)}-${ordinal}`;
}

/** Judgements that ran no test: the program did not compile, or the judge failed. */
const RAN_NOTHING: readonly ClicsJudgementTypeId[] = ['CE', 'JE'];

/**
 * The runs collection: one per test the judge ran, the tests passed and then the failing one.
 * Runs tell test by test how a submission fared on hidden tests: only the jury sees them.
 */
export function clicsRuns(reading: ClicsReading, judged: readonly JudgedSubmission[]): Timed<ClicsObject>[] {
  if (!reading.admin) return [];
  return judged.flatMap(({ row, judgedMs, type, runtime }) => {
    if (RAN_NOTHING.includes(type)) return [];
    const ran = type === 'AC' ? row.tests_total : Math.min(row.tests_total, row.tests_passed + 1);
    return Array.from({ length: ran }, (_, index) => {
      const ordinal = index + 1;
      return {
        atMs: judgedMs,
        object: {
          id: runId(row.id, ordinal),
          judgement_id: row.id,
          ordinal,
          judgement_type_id: ordinal <= row.tests_passed ? 'AC' : type,
          time: clicsTime(judgedMs),
          contest_time: reading.contestTime(judgedMs),
          run_time: runtime,
        },
      };
    });
  });
}
