import type { SubmissionResult } from '@codeyard/judge';
import { STATUS_ID_ACCEPTED } from '@codeyard/shared';
import type { SubmissionOutcome } from '../services/submissions/submissions.js';

/** Judge0 ids (see @codeyard/judge): 6 compile error, 7–12 runtime errors, 13 internal error, 14 exec format error. */
const ERROR_STATUS_IDS = new Set([6, 7, 8, 9, 10, 11, 12, 13, 14]);
const COMPILE_ERROR = 6;
const MAX_MESSAGE = 4000;

/**
 * Maps a judge result onto the spec's four statuses: accepted, wrong (the program ran but did not
 * produce the right answer in time and memory), error (it did not compile or crashed, or the
 * judge failed). The exact Judge0 verdict is kept in `verdict`.
 */
export function toOutcome(result: SubmissionResult): SubmissionOutcome {
  const base = {
    runtime: result.maxTime,
    memory: result.maxMemory,
    testsPassed: result.passed,
    testsTotal: result.total,
    verdict: result.status,
  };
  if (result.statusId === STATUS_ID_ACCEPTED && result.passed === result.total) {
    return { ...base, status: 'accepted', errorMessage: null };
  }
  const failedTest = result.passed + 1;
  if (result.statusId === COMPILE_ERROR) {
    return { ...base, status: 'error', errorMessage: truncate(result.compileOutput || 'Compilation failed') };
  }
  const failing = result.tests[result.passed];
  if (ERROR_STATUS_IDS.has(result.statusId)) {
    const detail = failing?.stderr?.trim() ? `\n${failing.stderr.trim()}` : '';
    return { ...base, status: 'error', errorMessage: truncate(`${result.status} on test ${failedTest}${detail}`) };
  }
  return { ...base, status: 'wrong', errorMessage: `${result.status} on test ${failedTest}` };
}

function truncate(text: string): string {
  return text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE)}\n… (truncated)` : text;
}
