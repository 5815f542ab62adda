import type { JurySubmission } from '../api/jury';

/** The jury list's filters, kept in the URL query so a reload (or the way back from a submission) keeps them. */
export type SubmissionFilters = { problem: string; contestant: string; verdict: string };

/** What a row's verdict reads as, and what the verdict filter matches: the verdict's name, or "Judging…". */
export const verdictText = (submission: Pick<JurySubmission, 'status' | 'verdict'>) =>
  submission.status === 'pending' ? 'Judging…' : (submission.verdict ?? submission.status);

export function readFilters(search: URLSearchParams): SubmissionFilters {
  return {
    problem: search.get('problem') ?? '',
    contestant: search.get('contestant') ?? '',
    verdict: search.get('verdict') ?? '',
  };
}

export function matchesFilters(submission: JurySubmission, filters: SubmissionFilters): boolean {
  return (
    (!filters.problem || submission.problemId === filters.problem) &&
    (!filters.contestant || submission.userId === filters.contestant) &&
    (!filters.verdict || verdictText(submission) === filters.verdict)
  );
}
