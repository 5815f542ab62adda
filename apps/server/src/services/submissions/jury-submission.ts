import {
  ContestTimeline,
  JURY_OUTPUT_BYTES,
  languageLabel,
  type JurySubmissionDetail,
  type JuryTestResult,
  type SubmissionStatus,
  verdictByName,
} from '@codeyard/shared';
import type { DatabaseHandle } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { startOf } from '../../lib/text-start.js';
import { getContest, listContestProblems } from '../contests/contests.js';
import { findProblem } from '../problems/problems.js';

/**
 * One contest submission as the jury opens it (issue 36, DOMjudge's submission view): who sent it,
 * for which problem, in which language, at which contest minute, its verdict and source, and each
 * judged test with, for a failed one, the start of the program's output beside the expected answer.
 * Hidden-test data: the route serving it is the jury's alone. A submission of another contest (or of
 * none) is not found here, so an id from elsewhere reads nothing.
 */
export async function getJurySubmission(
  database: DatabaseHandle,
  contestId: string,
  submissionId: string,
): Promise<JurySubmissionDetail> {
  const contest = await getContest(database, contestId);
  const row = await database
    .selectFrom('submissions')
    .innerJoin('users', 'users.id', 'submissions.user_id')
    .selectAll('submissions')
    .select(['users.first_name', 'users.last_name'])
    .where('submissions.id', '=', submissionId)
    .where('submissions.contest_id', '=', contestId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'Submission not found');
  const [problem, problems, tests] = await Promise.all([
    findProblem(database, row.problem_id),
    listContestProblems(database, contestId),
    database
      .selectFrom('submission_tests')
      .selectAll()
      .where('submission_id', '=', row.id)
      .orderBy('position')
      .execute(),
  ]);
  const listed = problems.find((candidate) => candidate._id === row.problem_id);
  const failed = (verdict: string) => !verdictByName(verdict)?.accepted;
  return {
    _id: row.id,
    contestId,
    userId: row.user_id,
    name: [row.first_name, row.last_name].filter(Boolean).join(' '),
    problemId: row.problem_id,
    problemTitle: problem?.title ?? listed?.title ?? '',
    problemLabel: listed?.label ?? '?',
    language: row.language,
    languageName: languageLabel(row.language),
    createdAt: row.created_at,
    contestMinute: ContestTimeline.of(contest).minuteOf(Date.parse(row.created_at)),
    status: row.status as SubmissionStatus,
    verdict: row.verdict,
    errorMessage: row.error_message,
    code: row.code,
    testCasesPassed: row.tests_passed,
    testCasesTotal: row.tests_total,
    tests: tests.map((test): JuryTestResult => {
      const answer = failed(test.verdict) ? problem?.hiddenTests[test.position - 1]?.output : undefined;
      const expected = answer === undefined ? null : startOf(answer, JURY_OUTPUT_BYTES);
      return {
        test: test.position,
        verdict: test.verdict,
        timeMs: test.time_ms,
        memoryKb: test.memory_kb,
        output: test.output,
        outputTruncated: test.output_truncated === 1,
        ...(expected ? { expected: expected.text, expectedTruncated: expected.truncated } : {}),
      };
    }),
  };
}
