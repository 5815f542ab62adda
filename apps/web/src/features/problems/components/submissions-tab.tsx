import { useState } from 'react';

import { countOf, formatScore, normalizeLanguage, type SolverLanguage, type Submission } from '@codeyard/shared';

import { AsyncState } from '../../../components/ui/async-state';
import { submissionColumns, SubmissionsTable, type SubmissionColumn } from '../../../components/ui/submissions-table';
import { useSubmissions } from '../api/get-submissions';
import { submittedParts } from '../utils/format-submission';
import { SubmissionDetail } from './submission-detail';
import { SubmissionStatus } from './submission-status';

type SubmissionsTabProps = {
  problemId: string;
  userId: string | null;
  onLoginRequired: () => void;
  /** Opens a past submission's code in the editor. */
  onLoadCode?: (language: SolverLanguage, code: string) => void;
};

const columns: SubmissionColumn<Submission>[] = [
  submissionColumns.language,
  {
    header: 'Status',
    cell: (submission) => <SubmissionStatus status={submission.status} verdict={submission.verdict} />,
  },
  submissionColumns.runtime,
  submissionColumns.memory,
  { header: 'Test Cases', cell: (submission) => `${submission.testCasesPassed}/${submission.testCasesTotal}` },
  { header: 'Submitted', cell: (submission) => <SubmittedAt createdAt={submission.createdAt} /> },
];

/** Date and time, each kept whole; the time goes under the date when the pane is narrow. */
function SubmittedAt({ createdAt }: { createdAt: string }) {
  const parts = submittedParts(createdAt);
  if (!parts) return createdAt;
  return (
    <time dateTime={createdAt}>
      <span className="whitespace-nowrap">{parts.date}</span> <span className="whitespace-nowrap">{parts.time}</span>
    </time>
  );
}

/** Scored problems' lists show each submission's score after its status. */
const scoreColumn: SubmissionColumn<Submission> = {
  header: 'Score',
  cell: (submission) =>
    submission.score !== undefined && submission.maxScore !== undefined
      ? `${formatScore(submission.score)} / ${formatScore(submission.maxScore)}`
      : '–',
  nowrap: true,
};

function columnsFor(submissions: Submission[]): SubmissionColumn<Submission>[] {
  if (!submissions.some((submission) => submission.score !== undefined)) return columns;
  return [...columns.slice(0, 2), scoreColumn, ...columns.slice(2)];
}

/** docs/product.md §2 Submissions tab: the caller's submissions to this problem, newest first. */
export function SubmissionsTab({ problemId, userId, onLoginRequired, onLoadCode }: SubmissionsTabProps) {
  const submissionsQuery = useSubmissions(problemId, userId);
  const [selected, setSelected] = useState<Submission | null>(null);

  if (userId === null) {
    return (
      <div className="flex flex-col items-center gap-3 py-12 text-center">
        <h2 className="text-lg font-semibold">Submission History</h2>
        <p className="text-base-content/70">Log in to see your submissions to this problem.</p>
        <button type="button" className="btn btn-primary btn-sm" onClick={onLoginRequired}>
          Log in
        </button>
      </div>
    );
  }

  // A failed load is answered as an empty list by getSubmissions (docs/product.md §8), so no error shows here.
  return (
    <AsyncState query={submissionsQuery} loadingLabel="Loading submissions">
      {(submissions) => (
        <div className="flex flex-col gap-3">
          <h2 className="text-lg font-semibold">Submission History</h2>
          <SubmissionsTable
            rows={submissions}
            columns={columnsFor(submissions)}
            emptyText="No submissions found for this problem."
            onView={setSelected}
          />
          {submissions.length > 0 && (
            <p className="text-sm text-base-content/70">Showing {countOf(submissions.length, 'submission')}</p>
          )}
          {selected && (
            <SubmissionDetail
              submission={selected}
              onClose={() => setSelected(null)}
              onLoad={
                onLoadCode && normalizeLanguage(selected.language)
                  ? () => {
                      onLoadCode(normalizeLanguage(selected.language)!, selected.code);
                      setSelected(null);
                    }
                  : undefined
              }
            />
          )}
        </div>
      )}
    </AsyncState>
  );
}
