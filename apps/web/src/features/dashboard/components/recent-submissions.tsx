import { Link } from 'react-router';

import { VERDICTS, type DashboardStats } from '@codeyard/shared';

import { paths } from '../../../config/paths';

const statusClass: Record<string, string> = {
  accepted: 'badge-success',
  wrong: 'badge-error',
  error: 'badge-warning',
  pending: 'badge-info',
};

/** The latest submissions with their verdicts. */
export function RecentSubmissions({ submissions }: { submissions: DashboardStats['recentSubmissions'] }) {
  if (submissions.length === 0) return <p className="text-base-content/70">No submissions yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="table table-sm">
        <thead>
          <tr>
            <th>Problem</th>
            <th>Verdict</th>
            <th>Language</th>
            <th>When</th>
          </tr>
        </thead>
        <tbody>
          {submissions.map((submission) => (
            <tr key={submission._id}>
              <td>
                <Link to={paths.problem.getHref(submission.problemId)} className="link link-hover">
                  {submission.title}
                </Link>
              </td>
              <td>
                <span
                  className={`badge badge-sm whitespace-nowrap ${statusClass[submission.status] ?? 'badge-neutral'}`}
                >
                  {submission.status === 'accepted'
                    ? VERDICTS.accepted.name
                    : (submission.verdict ?? submission.status)}
                </span>
              </td>
              <td>{submission.language}</td>
              <td>
                <time dateTime={submission.createdAt}>{new Date(submission.createdAt).toLocaleString()}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
