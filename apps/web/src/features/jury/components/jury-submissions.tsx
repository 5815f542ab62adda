import type { ContestProblemView } from '@codeyard/shared';

import type { JurySubmission } from '../api/jury';

const labelOf = (problems: ContestProblemView[], problemId: string) =>
  problems.find((problem) => problem._id === problemId)?.label ?? '?';

type JurySubmissionsProps = {
  submissions: JurySubmission[];
  problems: ContestProblemView[];
  /** True while a single rejudge request runs: one at a time. */
  rejudging: boolean;
  onRejudge: (submissionId: string) => void;
};

/** The jury's list of a contest's submissions, each with its verdict before a rejudge and its own Rejudge. */
export function JurySubmissions({ submissions, problems, rejudging, onRejudge }: JurySubmissionsProps) {
  if (submissions.length === 0) return <p className="text-sm">No submissions yet.</p>;
  return (
    <div className="max-h-96 overflow-auto">
      <table className="table table-xs">
        <thead>
          <tr>
            <th>Time</th>
            <th>Who</th>
            <th>Problem</th>
            <th>Verdict</th>
            <th>Before rejudge</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {submissions.map((submission) => {
            const changed =
              submission.rejudgedAt !== undefined &&
              submission.status !== 'pending' &&
              submission.previousVerdict !== submission.verdict;
            return (
              <tr key={submission._id} data-testid="jury-submission" data-changed={changed || undefined}>
                <td className="tabular-nums">{new Date(submission.createdAt).toLocaleTimeString()}</td>
                <td>{submission.name}</td>
                <td>{labelOf(problems, submission.problemId)}</td>
                <td>
                  {submission.status === 'pending' ? 'Judging…' : (submission.verdict ?? submission.status)}
                  {changed && <span className="badge badge-warning badge-sm ml-1">changed</span>}
                </td>
                <td>{submission.rejudgedAt ? (submission.previousVerdict ?? '—') : ''}</td>
                <td>
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs"
                    disabled={submission.status === 'pending' || rejudging}
                    onClick={() => onRejudge(submission._id)}
                  >
                    Rejudge
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
