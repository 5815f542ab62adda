import type { ClicsReading } from './clics-reading.js';
import { clicsLanguageId } from './clics-languages.js';
import type { SubmissionRow } from './clics-rows.js';
import { clicsTime } from './clics-time.js';
import type { ClicsObject, Timed } from './clics-types.js';

/** The submissions collection: every submission to a shown problem, when it was received. */
export function clicsSubmissions(
  reading: ClicsReading,
  submissionRows: readonly SubmissionRow[],
  shownProblemIds: ReadonlySet<string>,
): Timed<ClicsObject>[] {
  const { admin, contest, contestTime } = reading;
  return submissionRows
    .filter((row) => shownProblemIds.has(row.problem_id))
    .map((row) => {
      const receivedMs = Date.parse(row.created_at);
      return {
        atMs: receivedMs,
        object: {
          id: row.id,
          language_id: clicsLanguageId(row.language),
          problem_id: row.problem_id,
          team_id: row.user_id,
          time: clicsTime(receivedMs),
          contest_time: contestTime(receivedMs),
          entry_point: null,
          // The source is the jury's: others get the submission without its files.
          files: admin
            ? [
                {
                  href: `contests/${contest.id}/submissions/${row.id}/files`,
                  filename: 'files.zip',
                  mime: 'application/zip',
                },
              ]
            : [],
        },
      };
    });
}
