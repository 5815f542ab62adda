import { useState } from 'react';

import { formatMemory, formatRuntime, type SubmissionView } from '@codeyard/shared';

import { Spinner } from '../../../components/ui/spinner';
import { useSubmissions } from '../api/get-submissions';
import { formatSubmittedAt, languageLabel } from '../utils/format-submission';
import { SubmissionDetail } from './submission-detail';
import { SubmissionStatus } from './submission-status';

type SubmissionsTabProps = { problemId: string; userId: string | null; onLoginRequired: () => void };

/** SPEC §2 Submissions tab: the caller's submissions to this problem, newest first. */
export function SubmissionsTab({ problemId, userId, onLoginRequired }: SubmissionsTabProps) {
  const submissionsQuery = useSubmissions(problemId, userId);
  const [selected, setSelected] = useState<SubmissionView | null>(null);

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

  if (submissionsQuery.isPending) return <Spinner label="Loading submissions" />;
  const submissions = submissionsQuery.data ?? [];

  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">Submission History</h2>
      {submissions.length === 0 ? (
        <p className="rounded-box bg-base-200 p-6 text-center text-base-content/70">No submissions found for this problem.</p>
      ) : (
        <>
          <div className="overflow-x-auto rounded-box border border-base-300">
            <table className="table table-xs sm:table-sm">
              <thead>
                <tr>
                  <th>#</th>
                  <th>Language</th>
                  <th>Status</th>
                  <th>Runtime</th>
                  <th>Memory</th>
                  <th>Test Cases</th>
                  <th>Submitted</th>
                  <th className="sticky right-0 bg-base-100">Code</th>
                </tr>
              </thead>
              <tbody>
                {submissions.map((submission, index) => (
                  <tr key={submission._id}>
                    <td>{index + 1}</td>
                    <td>{languageLabel(submission.language)}</td>
                    <td>
                      <SubmissionStatus status={submission.status} verdict={submission.verdict} />
                    </td>
                    <td className="whitespace-nowrap">{formatRuntime(submission.runtime)}</td>
                    <td className="whitespace-nowrap">{formatMemory(submission.memory)}</td>
                    <td>
                      {submission.testCasesPassed}/{submission.testCasesTotal}
                    </td>
                    <td className="whitespace-nowrap">{formatSubmittedAt(submission.createdAt)}</td>
                    <td className="sticky right-0 bg-base-100">
                      <button type="button" className="btn btn-outline btn-xs" onClick={() => setSelected(submission)}>
                        View
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="text-sm text-base-content/70">Showing {submissions.length} submissions</p>
        </>
      )}
      {selected && <SubmissionDetail submission={selected} onClose={() => setSelected(null)} />}
    </div>
  );
}
