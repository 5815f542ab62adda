import type { ProblemMark } from '@codeyard/shared';

/** One of a person's submissions to a problem, as progress needs it. */
export type SubmissionMoment = { createdAt: string; status: string };

/**
 * A person's standing on one assigned problem from their submissions to it, oldest first
 * (docs/classrooms.md, "Progress"): solved at their first accepted submission; late when that came
 * after the due time (a solve at the due instant is on time); attempts are the submissions before
 * it, or all of them while unsolved. Pending submissions have no verdict yet and count for nothing.
 * Every submission to the problem counts, practice or contest, made before the assignment or not:
 * the table says whether a student can solve it, not where.
 */
export function progressOf(
  submissions: readonly SubmissionMoment[],
  dueAt: string,
): ProblemMark & { attempts: number } {
  let attempts = 0;
  for (const submission of submissions) {
    if (submission.status === 'pending') continue;
    if (submission.status === 'accepted')
      return {
        solved: true,
        solvedAt: submission.createdAt,
        late: Date.parse(submission.createdAt) > Date.parse(dueAt),
        attempts,
      };
    attempts += 1;
  }
  return { solved: false, solvedAt: null, late: false, attempts };
}
