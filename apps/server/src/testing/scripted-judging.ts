import type { AppContext } from '../context.js';
import type { JudgingService } from '../judging/judging-service.js';
import type { PublishProgress } from '../judging/judge-stored-submission.js';
import { getSubmission, recordOutcome, type SubmissionOutcome } from '../services/submissions/submissions.js';
import { unusedJudging } from './test-app.js';

/**
 * Judging for tests of what happens around a verdict (contests, leaderboards), not of the judge:
 * the verdict is read from a marker in the code (ACCEPT, COMPILE_ERROR, otherwise Wrong Answer)
 * and stored exactly as the real judge's outcome would be.
 */
export function scriptedJudging(
  context: Pick<AppContext, 'database'>,
): JudgingService & { published: Parameters<PublishProgress>[] } {
  let publish: PublishProgress = () => undefined;
  const published: Parameters<PublishProgress>[] = [];
  return {
    ...unusedJudging,
    published,
    async judgeSubmission(submissionId) {
      const submission = await getSubmission(context.database, submissionId);
      const base = { runtime: 0.01, memory: 1024, testsTotal: submission.tests_total };
      const outcome: SubmissionOutcome = submission.code.includes('ACCEPT')
        ? { ...base, status: 'accepted', testsPassed: submission.tests_total, errorMessage: null, verdict: 'Accepted' }
        : submission.code.includes('COMPILE_ERROR')
          ? {
              ...base,
              status: 'error',
              testsPassed: 0,
              errorMessage: 'error: expected ;',
              verdict: 'Compilation Error',
            }
          : {
              ...base,
              status: 'wrong',
              testsPassed: 0,
              errorMessage: 'Wrong Answer on test 1',
              verdict: 'Wrong Answer',
            };
      await recordOutcome(context.database, submission, outcome);
      const progress = {
        submissionId,
        problemId: submission.problem_id,
        ...(submission.contest_id ? { contestId: submission.contest_id } : {}),
        phase: 'done' as const,
        status: outcome.status,
      };
      published.push([submission.user_id, progress]);
      publish(submission.user_id, progress);
    },
    setPublisher(next) {
      publish = next;
    },
  };
}
