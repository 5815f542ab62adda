/**
 * Contest archives (docs/contests.md, "Contest archives"): a CLICS contest package zip imported by
 * `POST /problem/contest/import` and written by `GET /problem/contest/:id/export`. The texts the
 * server answers and the admin page shows alike.
 */

/** Longest problem label a contest package may give (CLICS labels are a letter or two, "A", "P10"). */
export const CONTEST_PROBLEM_LABEL_MAX_LENGTH = 10;

export const contestArchiveMessages = {
  imported: 'Contest imported successfully',
  chooseFile: 'Choose a contest package (.zip) to upload',
  notMultipart: 'Upload the contest package as multipart form data with a "file" field',
  startTimeInvalid: 'Start time must be a valid date and time',
  startTimeMissing: 'contest.yaml has no start_time: give the contest a start time',
} as const;

/** The multipart field that sets (or overrides) the start time contest.yaml gives. */
export const CONTEST_IMPORT_START_FIELD = 'startTime';
