import type { SubmissionResult, TestResult } from '@codeyard/judge';
import { JURY_OUTPUT_BYTES, VERDICTS, verdictByStatusId, waitedSeconds, waitedText } from '@codeyard/shared';
import { startOf } from '../lib/text-start.js';
import type { JuryTest, SubmissionOutcome } from '../services/submissions/submissions.js';

/** Characters of compiler output kept in a submission's errorMessage. */
const MAX_MESSAGE = 4000;

/**
 * Maps the judge's result on a problem's hidden tests onto the spec's four statuses: accepted,
 * wrong (the program ran but did not produce the right answer in time and memory), error (it did
 * not compile or crashed, or the judge failed), as the verdict table says of each verdict. The
 * exact Judge0 verdict is kept in `verdict`.
 *
 * A failing hidden test is reported as its verdict and number only: its input, expected output,
 * the program's stdout, stderr, exit code, time and memory on it all derive from the test, and a
 * program that copies its input to stderr would otherwise read the hidden tests back (issue 8).
 * Compiler output does not depend on the tests, so it is kept.
 */
export function toOutcome(result: SubmissionResult): SubmissionOutcome {
  // The failing test's time and memory are the program's to choose (it may take memory in
  // proportion to a byte of the input), so they count only from the tests it passed.
  const passedTests = result.tests.slice(0, result.passed);
  const base = {
    runtime: Math.max(0, ...passedTests.map((test) => test.time)),
    memory: Math.max(0, ...passedTests.map((test) => test.memory)),
    testsPassed: result.passed,
    testsTotal: result.total,
    verdict: result.status,
  };
  if (result.statusId === VERDICTS.accepted.statusId && result.passed === result.total) {
    return { ...base, status: 'accepted', errorMessage: null };
  }
  if (result.statusId === VERDICTS.compilationError.statusId) {
    return { ...base, status: 'error', errorMessage: truncate(result.compileOutput || 'Compilation failed') };
  }
  const errorMessage = failureMessage(result.status, result.tests[result.passed], result.passed);
  // A rejection is wrong unless the table calls it an error (an accepted status short of every test is wrong too).
  const status = verdictByStatusId(result.statusId)?.submissionStatus === 'error' ? 'error' : 'wrong';
  return { ...base, status, errorMessage };
}

/**
 * A rejected submission's message: its verdict and test number ("… on test 3"), and for a program that waited until the wall clock ran out, the
 * wall-clock time too (to a tenth of a second: the limit itself, which says nothing of the test).
 */
export function failureMessage(status: string, test: TestResult | undefined, index: number): string {
  const message = `${status} on test ${index + 1}`;
  return test?.waited ? `${message} · ${waitedText(waitedSeconds(test.wallTime))}` : message;
}

function truncate(text: string): string {
  return text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE)}\n… (truncated)` : text;
}

/**
 * Each judged test as the jury's submission view keeps it (issue 36): verdict, time, memory and, for
 * a failed test, the start of the program's output. Hidden-test data, stored apart from the submission and read only
 * by the jury's routes; nothing of it goes into the outcome's answer fields above.
 */
export function juryTestsOf(result: SubmissionResult): JuryTest[] {
  return result.tests.map((test) => {
    // Only a failed test's output is diffed: an accepted one's would be stored for nothing (up to 64 KiB a test).
    const failed = !verdictByStatusId(test.statusId)?.accepted;
    const output = startOf(failed ? test.stdout : '', JURY_OUTPUT_BYTES);
    return {
      verdict: test.status,
      timeMs: Math.round(test.time * 1000),
      memoryKb: Math.round(test.memory),
      output: output.text,
      outputTruncated: output.truncated,
    };
  });
}
